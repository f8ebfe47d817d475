// The server's chart renderer, run as the BFF runs it: in a context with only the ECharts
// builtins' globals (no window, document, canvas or timers).
import * as esbuild from 'esbuild';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);

/** Bundles a module that renders with serverSvg.ts and runs it in a bare V8 context. */
async function inBareContext(source: string): Promise<Record<string, unknown>> {
  const out = await esbuild.build({
    stdin: { contents: source, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'T',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const context = vm.createContext({});
  vm.runInContext(`${out.outputFiles[0].text};globalThis.__T = T;`, context);
  return context.__T as Record<string, unknown>;
}

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
