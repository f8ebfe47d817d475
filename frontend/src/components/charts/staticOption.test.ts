// The server draws each chart from its static part: the same picture, less work.
import { describe, expect, it } from 'vitest';
import { trendOption } from '../../areas/dataCenter/chartOptions';
import { sampleOverview } from '../../areas/dataCenter/sampleOverview.test-support';
import { inBareContext, svgPicture as picture } from './bareContext.test-support';
import { staticOption } from './staticOption';

// The data centre's three charts as the page builds them, each drawn from its full option and from
// its static part, in the bare context the server renders in.
const DRAW = `
import { areaOption, pledgeOption, trendOption } from '../../areas/dataCenter/chartOptions';
import { sampleOverview as ov } from '../../areas/dataCenter/sampleOverview.test-support';
import { renderChartSvg } from './serverSvg';
import { staticOption } from './staticOption';

const charts = {
  trend: [trendOption(ov.series), 1000, 320],
  area: [areaOption(ov.by_area), 490, 260],
  pledges: [pledgeOption(ov.pledges), 650, 260],
} as const;

export const names = Object.keys(charts);
export const full = (name: keyof typeof charts) => { const [o, w, h] = charts[name]; return renderChartSvg(o, w, h); };
export const drawn = (name: keyof typeof charts) => { const [o, w, h] = charts[name]; return renderChartSvg(staticOption(o), w, h); };
export const withoutSlider = () => {
  const [o, w, h] = charts.trend;
  return renderChartSvg({ ...o, dataZoom: [(o as { dataZoom: unknown[] }).dataZoom[0]] }, w, h);
};
`;

type Charts = { names: string[]; full: (n: string) => string; drawn: (n: string) => string; withoutSlider: () => string };

describe('the static part of a chart option', () => {
  it('draws every data centre chart exactly as its full option does', async () => {
    const t = (await inBareContext(DRAW)) as unknown as Charts;
    expect(t.names).toEqual(['trend', 'area', 'pledges']);
    for (const name of t.names) {
      const full = picture(t.full(name));
      expect(full.length, name).toBeGreaterThan(2000);
      expect(picture(t.drawn(name)), name).toBe(full);
    }
  });

  it('would notice a drawn part left out: the trend without its slider is another picture', async () => {
    const t = (await inBareContext(DRAW)) as unknown as Charts;
    expect(picture(t.withoutSlider())).not.toBe(picture(t.full('trend')));
  });

  it('leaves out the tooltip and the inside zoom, keeps the slider and turns off the hover states', () => {
    const full = trendOption(sampleOverview.series) as Record<string, unknown>;
    const drawn = staticOption(full) as Record<string, unknown>;
    expect(drawn.tooltip).toBeUndefined();
    expect((drawn.dataZoom as Array<{ type: string }>).map((z) => z.type)).toEqual(['slider']);
    for (const s of drawn.series as Array<{ emphasis: { disabled: boolean } }>) expect(s.emphasis.disabled).toBe(true);
    // The live chart's option is untouched.
    expect((full.dataZoom as unknown[]).length).toBe(2);
    expect(full.tooltip).toBeDefined();
  });

  it('takes a single series object and an option without zoom, changing only the hover states', () => {
    const drawn = staticOption({ xAxis: {}, series: { type: 'bar', data: [1], emphasis: { focus: 'series' } } }) as Record<string, unknown>;
    expect(drawn).toEqual({ xAxis: {}, series: [{ type: 'bar', data: [1], emphasis: { focus: 'series', disabled: true } }] });
  });
});
