// A chart's figures as a table, the text alternative screen readers get (WCAG 1.1.1): the
// categories of the x axis against each series, or a pie's names and values. Read from the very
// option the chart is drawn from, so the two never disagree; null for a shape it cannot read.
import type { ChartOption } from './types';

export interface ChartTable {
  head: string[];
  rows: string[][];
}

type Series = { name?: unknown; type?: unknown; data?: unknown };

const first = <T>(v: T | T[] | undefined): T | undefined => (Array.isArray(v) ? v[0] : v);

/** A data point as text: a number, `{ value }`, or `[x, y]` (its y). */
function cell(point: unknown): string {
  const v = point !== null && typeof point === 'object' && 'value' in point ? (point as { value: unknown }).value : point;
  const y = Array.isArray(v) ? v[v.length - 1] : v;
  return y === null || y === undefined || y === '-' ? '—' : String(y);
}

/**
 * Each value's share of the total as the chart's text shows it (`64.2%`; `0.0%` of a zero total):
 * the legend of a ring and its table read their shares here, so the two never disagree.
 */
export function shareTexts(values: readonly number[]): string[] {
  const total = values.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0);
  return values.map((v) => `${(total > 0 ? (v / total) * 100 : 0).toFixed(1)}%`);
}

export function chartTable(full: ChartOption): ChartTable | null {
  // An option with media queries keeps its figures in its base option.
  const option = ((full as { baseOption?: ChartOption }).baseOption ?? full) as ChartOption;
  const series = (Array.isArray(option.series) ? option.series : option.series ? [option.series] : []) as Series[];
  if (series.length === 0) return null;
  const pie = series.find((s) => s.type === 'pie');
  if (pie && Array.isArray(pie.data)) {
    const data = pie.data as Array<{ name?: unknown; value?: unknown; text?: unknown }>;
    const shares = shareTexts(data.map((d) => Number(d?.value ?? 0)));
    // A point may carry its value as the chart prints it (`text`, e.g. money); else the number.
    const rows = data.map((d, i) => [String(d?.name ?? ''), typeof d?.text === 'string' ? d.text : cell(d), shares[i]]);
    return { head: ['名称', '数值', '占比'], rows };
  }
  const axis = first(option.xAxis as { data?: unknown } | Array<{ data?: unknown }> | undefined);
  if (!axis || !Array.isArray(axis.data)) return null;
  const categories = axis.data as unknown[];
  const shown = series.filter((s) => Array.isArray(s.data));
  return {
    head: ['', ...shown.map((s, i) => String(s.name ?? `系列 ${i + 1}`))],
    rows: categories.map((c, i) => [String((c as { value?: unknown })?.value ?? c), ...shown.map((s) => cell((s.data as unknown[])[i]))]),
  };
}
