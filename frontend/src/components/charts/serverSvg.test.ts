// The server's chart renderer, run as the BFF runs it: in a context with only the ECharts
// builtins' globals (no window, document, canvas or timers).
import { describe, expect, it } from 'vitest';
import { inBareContext, svgPicture } from './bareContext.test-support';

const BAR = `
import { renderChartSvg } from './serverSvg';
export const svg = (names: string[]) => renderChartSvg({
  animation: false,
  tooltip: {},
  grid: { left: 8, right: 8, top: 8, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
  xAxis: { type: 'value', show: false },
  yAxis: { type: 'category', data: names, axisTick: { show: false } },
  series: [{ type: 'bar', data: names.map(() => 1) }],
}, 400, 200);
export const timers = () => typeof (globalThis as any).setTimeout;
`;

/** Where the bars start: the x of the first bar path's move-to. */
const barLeft = (svg: string): number => {
  const m = svg.match(/<path d="M([\d.]+) [^"]*"[^>]*ecmeta_series_index="0"/);
  if (!m) throw new Error('no bar in the SVG');
  return Number(m[1]);
};

describe('charts rendered to SVG on the server', () => {
  it('renders in a context without DOM, canvas or timers, and leaves no timers behind', async () => {
    const t = await inBareContext(BAR);
    const svg = (t.svg as (n: string[]) => string)(['浙江省', '北京市']);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 400 200"');
    expect(svg).toContain('>浙江省</text>');
    expect((t.timers as () => string)()).toBe('undefined');
  });

  it('leaves out the hover <style> (the page HTML holds no style element)', async () => {
    const t = await inBareContext(BAR);
    const svg = (t.svg as (n: string[]) => string)(['浙江省']);
    expect(svg).not.toMatch(/<style/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('measures a Chinese label one font size (12 px) per character, so the bars start after it', async () => {
    const t = await inBareContext(BAR);
    const render = t.svg as (n: string[]) => string;
    const short = barLeft(render(['北京']));
    const long = barLeft(render(['新疆维吾尔自治区']));
    // Six more characters of 12 px each move the bars right by 72 px.
    expect(long - short).toBeCloseTo(72, 0);
    // Latin letters are narrower than a CJK character.
    const latin = barLeft(render(['abcdefgh']));
    expect(latin).toBeLessThan(long - 20);
  });
});

// The server's reused instances against a fresh instance per chart, over a sequence of different
// charts drawn at one size (as a page's charts of one size follow each other).
const REUSE = `
import { echarts } from './echartsParts';
import { renderChartSvg } from './serverSvg';

const g = globalThis as { setTimeout?: unknown; clearTimeout?: unknown };
export function alone(option: object, width: number, height: number): string {
  g.setTimeout = () => 0;
  g.clearTimeout = () => undefined;
  try {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    try {
      chart.setOption(option);
      return chart.renderToSVGString().replace(/<style[\\s>][\\s\\S]*?<\\/style>/g, '');
    } finally {
      chart.dispose();
    }
  } finally {
    delete g.setTimeout;
    delete g.clearTimeout;
  }
}
export const reused = renderChartSvg;
export const charts: object[] = [
  { animation: false, legend: { data: ['甲', '乙'] }, xAxis: { type: 'category', data: ['一', '二', '三'] }, yAxis: [{ type: 'value' }, { type: 'value' }],
    dataZoom: [{ type: 'slider' }], series: [{ name: '甲', type: 'line', data: [1, 3, 2], areaStyle: {} }, { name: '乙', type: 'bar', yAxisIndex: 1, data: [5, 1, 4] }] },
  { animation: false, legend: { orient: 'vertical', left: 0 }, series: [{ type: 'pie', radius: ['40%', '70%'], data: [{ name: '甲', value: 3 }, { name: '乙', value: 1 }] }] },
  { animation: false, xAxis: { type: 'value' }, yAxis: { type: 'category', data: ['浙江省', '北京市'] }, series: [{ type: 'bar', data: [7, 2], label: { show: true, position: 'right' } }] },
  { animation: false, xAxis: { type: 'category', data: ['1月'] }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [9] }] },
];
`;


describe('the server reuses one ECharts instance per size', () => {
  it('draws each chart as a fresh instance would, whatever it drew before at that size', async () => {
    const t = await inBareContext(REUSE);
    const charts = t.charts as object[];
    const reused = t.reused as (o: object, w: number, h: number) => string;
    const alone = t.alone as (o: object, w: number, h: number) => string;
    // Each chart after each other chart, and after itself.
    for (const before of charts) {
      for (const chart of charts) {
        reused(before, 400, 200);
        expect(svgPicture(reused(chart, 400, 200))).toBe(svgPicture(alone(chart, 400, 200)));
      }
    }
  }, 30_000);
});
