// What a chart drawn once, to a static SVG, needs of its option. The server's SVG is a picture
// until the browser's live chart replaces it, so the parts that only answer the pointer or the
// wheel draw nothing there, yet ECharts builds them all the same: the tooltip (and the axis
// pointers an axis tooltip brings), the inside zoom and every series' hover states. Leaving them
// out cuts the server's chart time without changing a pixel (staticOption.test.ts compares the
// SVGs of the data centre's charts drawn from both options).
import type { ChartOption } from './types';

type Part = Record<string, unknown>;

const partsOf = (value: unknown): Part[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) as Part[];

/** The option without what only the pointer or the wheel shows; the live chart keeps it all. */
export function staticOption(option: ChartOption): ChartOption {
  // An option with media queries: its base option is what is drawn, the queries stay as they are.
  const { baseOption, ...withMedia } = option as Part;
  if (baseOption) return { ...withMedia, baseOption: staticOption(baseOption as ChartOption) } as ChartOption;
  const { tooltip: _tooltip, dataZoom, series, ...rest } = option as Part;
  const drawn: Part = { ...rest };
  // A slider is drawn; an inside zoom is the wheel and drag on the plot, nothing to see.
  const zooms = partsOf(dataZoom).filter((z) => z.type !== 'inside');
  if (zooms.length) drawn.dataZoom = zooms;
  if (series !== undefined) {
    drawn.series = partsOf(series).map((s) => ({ ...s, emphasis: { ...(s.emphasis as Part | undefined), disabled: true } }));
  }
  return drawn as ChartOption;
}
