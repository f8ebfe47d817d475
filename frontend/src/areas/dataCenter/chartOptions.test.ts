import { describe, expect, it } from 'vitest';
import { areaOption, compactYuan, pledgeOption, TREND_DOTS_UP_TO, trendOption } from './chartOptions';
import { sampleOverview as ov } from './sampleOverview.test-support';

type Series = { name: string; type: string; data: unknown[]; yAxisIndex?: number };
const seriesOf = (o: unknown) => (o as { series: Series[] }).series;
type Formatter = (p: unknown) => string;
const tooltipOf = (o: unknown) => (o as { tooltip: { formatter: Formatter; className: string; trigger: string } }).tooltip;

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
    expect(data.at(-1)).toEqual({ name: '微心愿', value: 0 });
    expect(tooltipOf(o).formatter({ name: '求助', value: 18000, percent: 14.6, marker: '' })).toBe('求助：¥18,000.00（14.6%）');
  });

  it('shows new and cancelled pledges as bars and the active ones as a line, per month', () => {
    const [added, cancelled, active] = seriesOf(pledgeOption(ov.pledges));
    expect([added.type, cancelled.type, active.type]).toEqual(['bar', 'bar', 'line']);
    expect(added.data).toEqual([3, 4, 5, 6, 7]);
    expect(cancelled.data).toEqual([0, 1, 0, 1, 0]);
    expect(active.data).toEqual([10, 12, 14, 16, 18]);
  });

  it('gives every chart the orange palette, no animation and the tooltip class the page finds', () => {
    for (const o of [trendOption(ov.series), areaOption(ov.by_area), pledgeOption(ov.pledges)]) {
      const opt = o as { color: string[]; animation: boolean };
      expect(opt.color[0]).toBe('#fa8c16');
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
