// One way to print values on every page: money with thousands separators, times as
// `yyyy-mm-dd hh:mm:ss` in China time, and one mark for an empty cell.
import { parseTime } from '../../lib/time';

/** What an empty cell, description or value shows, everywhere. */
export const EMPTY = '—';

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === '';

/** Any value as text, or EMPTY. */
export const orEmpty = (v: unknown): string => (isEmpty(v) ? EMPTY : String(v));

// One formatter for every amount: `toLocaleString` with options builds a new Intl.NumberFormat
// per call, which was the largest cost of our own code in a list page's server render (6 % of
// /SJ/projectList, one call per money cell). Created on first use, the same output.
let yuanFormat: Intl.NumberFormat | undefined;

/** Yuan amounts (API strings like "1234.5" or numbers) as `¥1,234.50`; EMPTY when absent or not a number. */
export function money(v: string | number | null | undefined): string {
  if (isEmpty(v)) return EMPTY;
  const n = Number(v);
  if (!Number.isFinite(n)) return EMPTY;
  yuanFormat ??= new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuanFormat.format(n)}`;
}

/** A time (seconds, milliseconds or a date string) as `yyyy-mm-dd hh:mm:ss`, China time; EMPTY when absent. */
export const dateTime = (t: number | string | null | undefined): string => parseTime(t ?? null) ?? EMPTY;

/** `1` / `true` → true. The API sends flags as 0/1 or booleans. */
export const flag = (v: unknown): boolean => v === true || v === 1 || v === '1';
