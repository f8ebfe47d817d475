// The data centre's three charts as ECharts options, built from the platform's answer. Pure (no
// React, no ECharts import): the server draws them to SVG and the browser makes them live from
// the same options, so both show the same picture. Money arrives in fen and is drawn in yuan.
import { money } from '../../components/kit/format';
import { CATEGORY_COLORS, CHART_COLORS, CHART_MUTED, CHART_TEXT } from '../../components/charts/palette';
import { shareTexts } from '../../components/charts/chartTable';
import type { ChartOption } from '../../components/charts/types';
import type { AreaRow, PledgeMonth, SeriesPoint } from './types';

export const yuan = (fen: number): number => fen / 100;

/** An amount for an axis or a bar label: ¥800, ¥1.2万, ¥3.4亿. */
export function compactYuan(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (abs >= 1e8) return `¥${trim(value / 1e8)}亿`;
  if (abs >= 1e4) return `¥${trim(value / 1e4)}万`;
  return `¥${trim(value)}`;
}

interface TipParam {
  marker?: string;
  seriesName?: string;
  name?: string;
  value?: unknown;
  percent?: number;
  axisValueLabel?: string;
}

/** One tooltip line: marker, name and the value printed as money or as a count. */
const tipLine = (p: TipParam, asMoney: boolean) => `${p.marker ?? ''}${p.seriesName ?? ''}：${asMoney ? money(Number(p.value)) : `${Number(p.value)} 笔`}`;

const base = (): ChartOption => ({
  animation: false,
  color: CHART_COLORS,
  textStyle: { color: CHART_TEXT },
  // The live chart's tooltip is a div in the chart's box; the class lets pages and tests find it.
  tooltip: { className: 'chart-tooltip', confine: true },
});

const axisLabel = { color: CHART_TEXT };
const splitLine = { lineStyle: { color: '#f0f0f0' } };

/**
 * How many points the trend's line marks with a dot: a few weeks or months read better with them,
 * while a month of days is a curve (its dots crowd the bars; the axis tooltip marks the hovered
 * day). A lone point needs its dot to be seen at all.
 */
export const TREND_DOTS_UP_TO = 12;

/** 募款趋势: money as a line (left axis, yuan) and donations as bars (right axis), zoomable. */
export function trendOption(series: readonly SeriesPoint[]): ChartOption {
  const labels = series.map((s) => s.label);
  return {
    ...base(),
    tooltip: {
      ...(base().tooltip as object),
      trigger: 'axis',
      formatter: (params: TipParam[]) =>
        [params[0]?.axisValueLabel ?? '', ...params.map((p) => tipLine(p, p.seriesName === '募款金额'))].join('<br/>'),
    },
    legend: { top: 0, data: ['募款金额', '捐款笔数'] },
    grid: { left: 64, right: 48, top: 36, bottom: 64 },
    xAxis: { type: 'category', data: labels, axisLabel, axisLine: { lineStyle: { color: CHART_MUTED } } },
    yAxis: [
      { type: 'value', name: '金额', axisLabel: { ...axisLabel, formatter: compactYuan }, splitLine },
      { type: 'value', name: '笔数', minInterval: 1, axisLabel, splitLine: { show: false } },
    ],
    dataZoom: [
      { type: 'inside', xAxisIndex: 0 },
      { type: 'slider', xAxisIndex: 0, height: 18, bottom: 12, showDataShadow: false, brushSelect: false },
    ],
    series: [
      { name: '募款金额', type: 'line', data: series.map((s) => yuan(s.amount_fen)), smooth: true, showSymbol: series.length <= TREND_DOTS_UP_TO, areaStyle: { opacity: 0.15 } },
      { name: '捐款笔数', type: 'bar', yAxisIndex: 1, data: series.map((s) => s.count), barMaxWidth: 16, itemStyle: { color: CHART_COLORS[4] } },
    ],
  };
}

/**
 * 业务分布: each area's share of the money as a ring, every area in the legend (zeros too) with
 * its amount and share — the same figures as the chart's text table (chartTable.ts reads the
 * points' `text` and the shares from the same `shareTexts`). One distinct hue per area.
 */
export function areaOption(rows: readonly AreaRow[]): ChartOption {
  const shares = shareTexts(rows.map((r) => yuan(r.amount_fen)));
  const shareOf = new Map(rows.map((r, i) => [r.label, shares[i]]));
  const legendText = new Map(rows.map((r, i) => [r.label, `${r.label}  ${money(yuan(r.amount_fen))}  ${shares[i]}`]));
  return {
    baseOption: {
      ...base(),
      color: CATEGORY_COLORS,
      tooltip: {
        ...(base().tooltip as object),
        trigger: 'item',
        formatter: (p: TipParam) => `${p.marker ?? ''}${p.name ?? ''}：${money(Number(p.value))}（${shareOf.get(p.name ?? '') ?? `${Number(p.percent ?? 0).toFixed(1)}%`}）`,
      },
      legend: {
        orient: 'vertical',
        left: 0,
        top: 'middle',
        data: rows.map((r) => r.label),
        formatter: (name: string) => legendText.get(name) ?? name,
        textStyle: { color: CHART_TEXT },
      },
      series: [
        {
          name: '业务分布',
          type: 'pie',
          radius: ['42%', '70%'],
          center: ['74%', '50%'],
          label: { show: false },
          data: rows.map((r) => ({ name: r.label, value: yuan(r.amount_fen), text: money(yuan(r.amount_fen)) })),
        },
      ],
    },
    // A phone's card is too narrow for the legend beside the ring: the ring on top, the legend
    // with its figures under it.
    media: [
      {
        query: { maxWidth: AREA_SIDE_BY_SIDE_MIN - 1 },
        option: {
          // Six rows of 12 px, 4 px apart, from 136 px: all in one column within the 260 px box.
          legend: { left: 'center', top: 136, itemGap: 4, itemWidth: 14, itemHeight: 12, padding: 0 },
          series: [{ radius: ['28%', '48%'], center: ['50%', 68] }],
        },
      },
    ],
  };
}

/** The narrowest chart (px) that shows the ring's legend beside the ring. */
export const AREA_SIDE_BY_SIDE_MIN = 440;

/** 月捐: new and cancelled pledges per month as bars, the active ones as a line. */
export function pledgeOption(rows: readonly PledgeMonth[]): ChartOption {
  return {
    ...base(),
    tooltip: { ...(base().tooltip as object), trigger: 'axis' },
    legend: { top: 0, data: ['新增', '取消', '有效'] },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => r.month), axisLabel },
    yAxis: { type: 'value', minInterval: 1, axisLabel, splitLine },
    series: [
      { name: '新增', type: 'bar', data: rows.map((r) => r.new), barMaxWidth: 20 },
      { name: '取消', type: 'bar', data: rows.map((r) => r.cancelled), barMaxWidth: 20, itemStyle: { color: CHART_MUTED } },
      { name: '有效', type: 'line', data: rows.map((r) => r.active), itemStyle: { color: CHART_COLORS[3] } },
    ],
  };
}
