// Charts rendered to SVG inside the BFF's V8 isolate (server bundle only; see Chart.tsx).
// ECharts' server path needs no DOM and no canvas: `init(null, null, {renderer: 'svg', ssr:
// true})` and `renderToSVGString()`. Text is measured without a canvas by zrender's fallback:
// a CJK character counts as one font size wide (what CJK fonts draw) and ASCII from a width
// table, so Chinese labels get their real width (Chart.test.ts checks it).
import { echarts } from './echartsParts';
import type { ChartOption, SvgRenderer } from './types';

type Timers = { setTimeout?: unknown; clearTimeout?: unknown };

/**
 * zrender schedules an animation frame (with `setTimeout`, having no `requestAnimationFrame`)
 * whenever an element is added, even in SSR mode where a frame has nothing to do. The isolate
 * has no timers, so for the length of one synchronous chart render a do-nothing pair stands in;
 * it is removed afterwards, so no other code ever sees timers that never fire.
 */
function withFrameTimers<T>(run: () => T): T {
  const g = globalThis as Timers;
  if (typeof g.setTimeout === 'function') return run();
  g.setTimeout = () => 0;
  g.clearTimeout = () => undefined;
  try {
    return run();
  } finally {
    delete g.setTimeout;
    delete g.clearTimeout;
  }
}

/**
 * ECharts' SSR output carries a `<style>` of hover rules for the static SVG; the browser's live
 * chart replaces the SVG right after hydration, and the page's HTML holds no `<style>` (the
 * stylesheet is static: build.mjs checks), so it is left out.
 */
const HOVER_STYLE = /<style[\s>][\s\S]*?<\/style>/g;

export const renderChartSvg: SvgRenderer = (option: ChartOption, width: number, height: number) =>
  withFrameTimers(() => {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    try {
      chart.setOption(option);
      return chart.renderToSVGString().replace(HOVER_STYLE, '');
    } finally {
      chart.dispose();
    }
  });
