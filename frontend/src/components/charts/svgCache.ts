// Repeat views of the same figures draw no chart: the server keeps the last SVGs it drew.
import type { ChartOption, SvgRenderer } from './types';

/**
 * What a chart's SVG depends on: its size, the option's data and the code of its formatters (a
 * function is keyed by its source). A formatter that draws something (an axis or bar label) must
 * therefore read only its own params, as every option builder here does; tooltip formatters may
 * read anything, as a static SVG draws no tooltip.
 */
export function svgKey(option: ChartOption, width: number, height: number): string {
  return `${width}x${height}:${JSON.stringify(option, (_key, value: unknown) => (typeof value === 'function' ? `ƒ${String(value)}` : value))}`;
}

/**
 * `render` with a least-recently-used memory of `max` SVGs. The server renders in a few long-lived
 * V8 isolates, each with its own memory; the default view of the data centre is the same for
 * every reviewer until a donation arrives, and ECharts' layout is most of the page's render time.
 * Bounded: a data-centre SVG is 5–30 KB, so 48 of them stay under 1.5 MB per isolate.
 */
export function cachedSvgRenderer(render: SvgRenderer, max = 48): SvgRenderer {
  const svgs = new Map<string, string>();
  return (option, width, height) => {
    const key = svgKey(option, width, height);
    const hit = svgs.get(key);
    if (hit !== undefined) {
      // Re-inserted, so a Map's insertion order is the recency order.
      svgs.delete(key);
      svgs.set(key, hit);
      return hit;
    }
    const svg = render(option, width, height);
    svgs.set(key, svg);
    if (svgs.size > max) svgs.delete(svgs.keys().next().value as string);
    return svg;
  };
}
