// Charts rendered to SVG inside the BFF's V8 isolate (server bundle only; see Chart.tsx).
// ECharts' server path needs no DOM and no canvas: `init(null, null, {renderer: 'svg', ssr:
// true})` and `renderToSVGString()`. Text is measured without a canvas by zrender's fallback:
// a CJK character counts as one font size wide (what CJK fonts draw) and ASCII from a width
// table, so Chinese labels get their real width (Chart.test.ts checks it).
import { echarts } from './echartsParts';
import { staticOption } from './staticOption';
import { cachedSvgRenderer } from './svgCache';
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

type ServerChart = ReturnType<typeof echarts.init>;

/**
 * One ECharts instance per drawing size, kept for the next chart of that size: a new instance
 * and its disposal made garbage that cost ~8 % of the data centre's first view (render_bench A/B).
 * `notMerge` draws each option from scratch, so nothing of the last chart carries over
 * (serverSvg.test.ts compares against a fresh instance). The page draws at a few fixed sizes; a
 * bound keeps any other caller from growing this without end.
 */
const instances = new Map<string, ServerChart>();
const MAX_INSTANCES = 8;

function instanceOf(width: number, height: number): [string, ServerChart] {
  const key = `${width}x${height}`;
  let chart = instances.get(key);
  if (!chart) {
    if (instances.size >= MAX_INSTANCES) {
      const [oldest, old] = instances.entries().next().value as [string, ServerChart];
      old.dispose();
      instances.delete(oldest);
    }
    chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    instances.set(key, chart);
  }
  return [key, chart];
}

export const renderChartSvg: SvgRenderer = (option: ChartOption, width: number, height: number) =>
  withFrameTimers(() => {
    const [key, chart] = instanceOf(width, height);
    try {
      chart.setOption(option, { notMerge: true });
      return chart.renderToSVGString().replace(HOVER_STYLE, '');
    } catch (err) {
      // An option ECharts choked on may have left the instance half-updated: start afresh.
      chart.dispose();
      instances.delete(key);
      throw err;
    }
  });

/**
 * The renderer entry-server gives the page: each chart drawn from its static part (staticOption.ts),
 * and drawn once per picture in this isolate (svgCache.ts: keyed by what is drawn, so a tooltip
 * formatter is no part of the key).
 */
export function serverChartRenderer(): SvgRenderer {
  const draw = cachedSvgRenderer(renderChartSvg);
  return (option, width, height) => draw(staticOption(option), width, height);
}
