// List state in the URL: `page`, `status`, `keyword`, `start_date`, `end_date`. The route
// loaders read the same names (areas/<area>/routes.ts), so a reload or a shared link renders the same
// page on the server. Parsing is lenient (a bad value is dropped); serialising leaves out
// defaults so the URLs stay short.

export interface ListQuery {
  page: number;
  status?: string;
  /** A second choice filter (e.g. 求助类型), under its own query parameter (`ListKind.param`). */
  kind?: string;
  keyword?: string;
  start_date?: string;
  end_date?: string;
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
/** A list's second choice filter: its query parameter and the values it offers. */
export interface ListKind {
  param: string;
  values: readonly string[];
}

export function parseListQuery(search: string, statuses: readonly string[] = [], statusParam = 'status', kind?: ListKind): ListQuery {
  const q = new URLSearchParams(search);
  const rawPage = q.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const out: ListQuery = { page };
  const status = q.get(statusParam);
  if (status !== null && statuses.includes(status)) out.status = status;
  const k = kind ? q.get(kind.param) : null;
  if (kind && k !== null && kind.values.includes(k)) out.kind = k;
  const keyword = (q.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  if (keyword) out.keyword = keyword;
  let start = validDate(q.get('start_date'));
  let end = validDate(q.get('end_date'));
  if (start && end && start > end) [start, end] = [end, start];
  if (start) out.start_date = start;
  if (end) out.end_date = end;
  return out;
}

/** The query string (with `?`, or '') for a list state. */
export function listSearch(q: ListQuery, statusParam = 'status', kindParam?: string): string {
  const p = new URLSearchParams();
  if (q.status !== undefined && q.status !== '') p.set(statusParam, q.status);
  if (kindParam && q.kind !== undefined && q.kind !== '') p.set(kindParam, q.kind);
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
  for (const k of ['status', 'kind', 'keyword', 'start_date', 'end_date'] as const) {
    if (next[k] === undefined || next[k] === '') delete next[k];
  }
  return next;
}

/** True when the URL asks for something the server would refuse or normalise differently. */
export function isCanonical(search: string, statuses: readonly string[] = [], statusParam = 'status', kind?: ListKind): boolean {
  const given = new URLSearchParams(search);
  given.sort();
  const canonical = new URLSearchParams(listSearch(parseListQuery(search, statuses, statusParam, kind), statusParam, kind?.param));
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
