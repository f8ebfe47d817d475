import { describe, expect, it } from 'vitest';
import { AREA_SIDE_BY_SIDE_MIN, areaOption, compactYuan, pledgeOption, TREND_DOTS_UP_TO, trendOption } from './chartOptions';
import { chartTable } from '../../components/charts/chartTable';
import { CATEGORY_COLORS, CHART_COLORS } from '../../components/charts/palette';
import { sampleOverview as ov } from './sampleOverview.test-support';

type Series = { name: string; type: string; data: unknown[]; yAxisIndex?: number };
/** The option itself, or its base option when it has media queries. */
const baseOf = (o: unknown) => ((o as { baseOption?: unknown }).baseOption ?? o) as Record<string, unknown>;
const seriesOf = (o: unknown) => (baseOf(o) as unknown as { series: Series[] }).series;
type Formatter = (p: unknown) => string;
const tooltipOf = (o: unknown) => (baseOf(o) as unknown as { tooltip: { formatter: Formatter; className: string; trigger: string } }).tooltip;

describe('chart options of the data centre', () => {
  it('draws the trend in yuan (fen / 100) with the donation counts on a second axis', () => {
    const o = trendOption(ov.series);
    const [money, count] = seriesOf(o);
    expect(money.data).toEqual(ov.series.map((s) => s.amount_fen / 100));
    expect(count.data).toEqual(ov.series.map((s) => s.count));
    expect(count.yAxisIndex).toBe(1);
    expect((o as { xAxis: { data: string[] } }).xAxis.data).toEqual(ov.series.map((s) => s.label));
  });

  it('makes the trend zoomable with the wheel and a slider', () => {
    const zoom = (trendOption(ov.series) as { dataZoom: Array<{ type: string }> }).dataZoom.map((z) => z.type);
    expect(zoom).toEqual(['inside', 'slider']);
  });

  it('marks the trend line\'s points with dots for up to twelve points, not for a month of days', () => {
    const dots = (n: number) => (seriesOf(trendOption(ov.series.slice(0, n)))[0] as unknown as { showSymbol: boolean }).showSymbol;
    expect(TREND_DOTS_UP_TO).toBe(12);
    expect(dots(1)).toBe(true);
    expect(dots(12)).toBe(true);
    expect(dots(13)).toBe(false);
    expect(dots(30)).toBe(false);
  });

  it('prints the trend tooltip as money and counts', () => {
    const tip = tooltipOf(trendOption(ov.series));
    expect(tip.trigger).toBe('axis');
    const text = tip.formatter([
      { axisValueLabel: '10-01', seriesName: '募款金额', value: 1234.5, marker: '' },
      { axisValueLabel: '10-01', seriesName: '捐款笔数', value: 3, marker: '' },
    ]);
    expect(text).toBe('10-01<br/>募款金额：¥1,234.50<br/>捐款笔数：3 笔');
  });

  it('keeps every area in the ring, zeros too, in the platform order', () => {
    const o = areaOption(ov.by_area);
    const data = seriesOf(o)[0].data as Array<{ name: string; value: number }>;
    expect(data.map((d) => d.name)).toEqual(['募捐项目', '微项目', '求助', '公益活动', '义卖', '微心愿']);
    expect(data.at(-1)).toMatchObject({ name: '微心愿', value: 0 });
    expect(tooltipOf(o).formatter({ name: '求助', value: 18000, percent: 14.6, marker: '' })).toBe('求助：¥18,000.00（14.6%）');
  });

  it("names each area's amount and share in the ring's legend, as its text table does", () => {
    const o = areaOption(ov.by_area);
    const legend = (baseOf(o) as unknown as { legend: { formatter: (name: string) => string } }).legend;
    expect(legend.formatter('求助')).toBe('求助  ¥18,000.00  14.6%');
    expect(legend.formatter('义卖')).toBe('义卖  ¥10,456.78  8.5%');
    expect(legend.formatter('微心愿')).toBe('微心愿  ¥0.00  0.0%');
    const table = chartTable(o);
    expect(table?.head).toEqual(['名称', '数值', '占比']);
    expect(table?.rows[2]).toEqual(['求助', '¥18,000.00', '14.6%']);
    for (const [name, amount, share] of table?.rows ?? []) expect(legend.formatter(name)).toBe(`${name}  ${amount}  ${share}`);
  });

  it('puts the legend under the ring on a chart too narrow for both side by side', () => {
    const media = (areaOption(ov.by_area) as { media: Array<{ query: { maxWidth: number }; option: { legend: { top: number } } }> }).media;
    expect(media[0].query.maxWidth).toBe(AREA_SIDE_BY_SIDE_MIN - 1);
    expect(media[0].option.legend.top).toBeGreaterThan(0);
  });

  it('draws the ring in one distinct hue per area, each at 3:1 on the white card', () => {
    const colors = (baseOf(areaOption(ov.by_area)) as unknown as { color: string[] }).color.slice(0, ov.by_area.length);
    const hue = (c: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const lum = (c: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const c of colors) expect(1.05 / (lum(c) + 0.05)).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < colors.length; i++) {
      for (let j = i + 1; j < colors.length; j++) {
        const apart = Math.abs(hue(colors[i]) - hue(colors[j]));
        expect(Math.min(apart, 360 - apart), `${colors[i]} and ${colors[j]}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('shows new and cancelled pledges as bars and the active ones as a line, per month', () => {
    const [added, cancelled, active] = seriesOf(pledgeOption(ov.pledges));
    expect([added.type, cancelled.type, active.type]).toEqual(['bar', 'bar', 'line']);
    expect(added.data).toEqual([3, 4, 5, 6, 7]);
    expect(cancelled.data).toEqual([0, 1, 0, 1, 0]);
    expect(active.data).toEqual([10, 12, 14, 16, 18]);
  });

  it('gives the series charts the orange palette, every chart no animation and the tooltip class the page finds', () => {
    const areaOf = areaOption(ov.by_area);
    for (const o of [trendOption(ov.series), areaOf, pledgeOption(ov.pledges)]) {
      const opt = baseOf(o) as unknown as { color: string[]; animation: boolean };
      expect(opt.color).toBe(o === areaOf ? CATEGORY_COLORS : CHART_COLORS);
      expect(opt.animation).toBe(false);
      expect(tooltipOf(o).className).toBe('chart-tooltip');
    }
  });

  it('writes axis amounts compactly in 万 and 亿', () => {
    expect(compactYuan(800)).toBe('¥800');
    expect(compactYuan(12000)).toBe('¥1.2万');
    expect(compactYuan(100000)).toBe('¥10万');
    expect(compactYuan(340000000)).toBe('¥3.4亿');
    expect(compactYuan(0)).toBe('¥0');
  });
});
