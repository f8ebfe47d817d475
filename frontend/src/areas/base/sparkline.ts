// The dashboard's small chart: the last 30 days of money as one SVG polyline, computed here
// (no chart library: the dashboard renders in a few milliseconds and needs no interaction).

/** The polyline's points for values in a width × height box (2 px inset), highest at the top. */
export function sparkPoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  return values.map((v, i) => `${(2 + i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`).join(' ');
}
