// Moving a form's plain fields between the API's JSON and antd's values: texts trimmed (empty
// ones left out), numbers parsed. Each area's form module adds its own shaped fields (dates,
// regions, images) around these.

/** A text or number as trimmed text; undefined when empty or of another type. */
export const trimmed = (v: unknown): string | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

/** A finite number (from a number or numeric text); undefined when empty or not one. */
export const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Copies `texts` (trimmed) and `numbers` of `src` into `out`, leaving out the empty ones. */
export function copyPlain(src: object, out: object, texts: readonly string[], numbers: readonly string[]): void {
  const from = src as Record<string, unknown>;
  const to = out as Record<string, unknown>;
  for (const k of texts) {
    const s = trimmed(from[k]);
    if (s !== undefined) to[k] = s;
  }
  for (const k of numbers) {
    const n = num(from[k]);
    if (n !== undefined) to[k] = n;
  }
}
