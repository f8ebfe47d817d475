import { describe, expect, it } from 'vitest';
import { areaOption, compactYuan, pledgeOption, regionChartHeight, regionOption, trendOption } from './chartOptions';
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

  it('ranks provinces with the largest on top (ECharts draws categories bottom-up)', () => {
    const o = regionOption(ov.by_region) as { yAxis: { data: string[] } };
    expect(o.yAxis.data.at(-1)).toBe('北京市');
    expect(o.yAxis.data[0]).toBe('未填写地区');
    expect(seriesOf(o)[0].data.at(-1)).toBe(40000);
    const tip = tooltipOf(o).formatter({ dataIndex: o.yAxis.data.length - 1 });
    expect(tip).toBe('北京市<br/>¥40,000.00，10 笔');
    expect(regionChartHeight(8)).toBe(264);
    expect(regionChartHeight(1)).toBe(160);
  });

  it('shows new and cancelled pledges as bars and the active ones as a line, per month', () => {
    const [added, cancelled, active] = seriesOf(pledgeOption(ov.pledges));
    expect([added.type, cancelled.type, active.type]).toEqual(['bar', 'bar', 'line']);
    expect(added.data).toEqual([3, 4, 5, 6, 7]);
    expect(cancelled.data).toEqual([0, 1, 0, 1, 0]);
    expect(active.data).toEqual([10, 12, 14, 16, 18]);
  });

  it('gives every chart the orange palette, no animation and the tooltip class the page finds', () => {
    for (const o of [trendOption(ov.series), areaOption(ov.by_area), regionOption(ov.by_region), pledgeOption(ov.pledges)]) {
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
