import { describe, expect, it } from 'vitest';
import { chartTable } from './chartTable';

describe("a chart's text alternative", () => {
  it('lists each category of the x axis with every series value', () => {
    const t = chartTable({ xAxis: { type: 'category', data: ['1月', '2月'] }, series: [{ name: '金额', type: 'bar', data: [10, { value: 20 }] }, { name: '笔数', type: 'line', data: [1, null] }] });
    expect(t).toEqual({ head: ['', '金额', '笔数'], rows: [['1月', '10', '1'], ['2月', '20', '—']] });
  });

  it("lists a pie's names and values", () => {
    expect(chartTable({ series: [{ type: 'pie', data: [{ name: '求助', value: 3 }, { name: '活动', value: 5 }] }] })).toEqual({
      head: ['名称', '数值', '占比'],
      rows: [
        ['求助', '3', '37.5%'],
        ['活动', '5', '62.5%'],
      ],
    });
  });

  it("prints a pie point's value as the chart's text gives it, and a zero total as 0.0% shares", () => {
    expect(chartTable({ series: [{ type: 'pie', data: [{ name: '义卖', value: 0, text: '¥0.00' }] }] })?.rows).toEqual([['义卖', '¥0.00', '0.0%']]);
  });

  it('gives nothing for a shape it cannot read', () => {
    expect(chartTable({ series: [] })).toBeNull();
    expect(chartTable({ series: [{ type: 'bar', data: [1] }] })).toBeNull();
  });
});
