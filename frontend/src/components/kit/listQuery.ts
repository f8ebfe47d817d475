// List state in the URL: `page`, `status`, `keyword`, `start_date`, `end_date`. The route
// loaders read the same names (areas/<area>/routes.ts), so a reload or a shared link renders the same
// page on the server. Parsing is lenient (a bad value is dropped); serialising leaves out
// defaults so the URLs stay short.

export interface ListQuery {
  page: number;
  status?: string;
  keyword?: string;
  start_date?: string;
  end_date?: string;
  /** Further filters a page declares (`extras`): parameter name → value, as the URL carries them. */
  extra?: Record<string, string>;
}

/**
 * A further filter of a list (beside status, keyword and dates): its URL parameter and the
 * values it may take — a list of choices, or `'id'` for any positive integer (a project id).
 */
export interface ExtraParam {
  param: string;
  values: readonly string[] | 'id';
}

const ID = /^[1-9]\d{0,9}$/;

function extraValue(raw: string | null, values: ExtraParam['values']): string | undefined {
  if (raw === null) return undefined;
  return (values === 'id' ? ID.test(raw) : values.includes(raw)) ? raw : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const KEYWORD_MAX = 50;

function validDate(s: string | null): string | undefined {
  if (!s || !DATE.test(s)) return undefined;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? s : undefined;
}

/**
 * Reads the list state from `location.search`. `statuses` are the values the page's status
 * filter offers; any other status is ignored.
 */
export function parseListQuery(search: string, statuses: readonly string[] = [], statusParam = 'status', extras: readonly ExtraParam[] = []): ListQuery {
  const q = new URLSearchParams(search);
  const rawPage = q.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const out: ListQuery = { page };
  const status = q.get(statusParam);
  if (status !== null && statuses.includes(status)) out.status = status;
  const keyword = (q.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  if (keyword) out.keyword = keyword;
  let start = validDate(q.get('start_date'));
  let end = validDate(q.get('end_date'));
  if (start && end && start > end) [start, end] = [end, start];
  if (start) out.start_date = start;
  if (end) out.end_date = end;
  for (const { param, values } of extras) {
    const v = extraValue(q.get(param), values);
    if (v !== undefined) out.extra = { ...out.extra, [param]: v };
  }
  return out;
}

/** The query string (with `?`, or '') for a list state. */
export function listSearch(q: ListQuery, statusParam = 'status'): string {
  const p = new URLSearchParams();
  if (q.status !== undefined && q.status !== '') p.set(statusParam, q.status);
  for (const [k, v] of Object.entries(q.extra ?? {})) if (v !== '') p.set(k, v);
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.start_date) p.set('start_date', q.start_date);
  if (q.end_date) p.set('end_date', q.end_date);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The state after changing filters: any filter change goes back to page 1. */
export function withFilters(q: ListQuery, patch: Partial<Omit<ListQuery, 'page'>>): ListQuery {
  const next: ListQuery = { ...q, ...patch, page: 1 };
  for (const k of ['status', 'keyword', 'start_date', 'end_date'] as const) {
    if (next[k] === undefined || next[k] === '') delete next[k];
  }
  if (next.extra) {
    const kept = Object.entries(next.extra).filter(([, v]) => v !== undefined && v !== '');
    if (kept.length > 0) next.extra = Object.fromEntries(kept);
    else delete next.extra;
  }
  return next;
}

/** True when the URL asks for something the server would refuse or normalise differently. */
export function isCanonical(search: string, statuses: readonly string[] = [], statusParam = 'status', extras: readonly ExtraParam[] = []): boolean {
  const given = new URLSearchParams(search);
  given.sort();
  const canonical = new URLSearchParams(listSearch(parseListQuery(search, statuses, statusParam, extras), statusParam));
  canonical.sort();
  return given.toString() === canonical.toString();
}

/** Table page size of every list (spec §9). */
export const PAGE_SIZE = 10;

/** The last page holding rows for `total` rows (1 for an empty list). */
export const lastPage = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * The page the URL should show instead, when it asks past the last page (`?page=999` of 10
 * rows would show 暂无 beside 共 10 条); null when the page is in range.
 */
export function clampedPage(page: number, total: number): number | null {
  const last = lastPage(total);
  return page > last ? last : null;
}
