// Columns sorted by the platform (`sorter: true`): the sort lives in the URL like the page and
// filters (`sort=<field>&order=asc|desc`), the route loader passes it to the list call, and the
// header shows it. A client sorter function would reorder only the ten rows on screen, which
// reads as "the largest donations" when it is not (issue 42).
import type { ExtraParam, ListQuery } from './listQuery';

export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

type SortOrder = 'ascend' | 'descend';
interface SortableColumn {
  sorter?: unknown;
  dataIndex?: unknown;
  sortOrder?: SortOrder | null;
}

/** The fields of the columns the platform sorts. */
export function serverSortKeys(columns: readonly SortableColumn[]): string[] {
  return columns.filter((c) => c.sorter === true && typeof c.dataIndex === 'string').map((c) => c.dataIndex as string);
}

/** The URL parameters a list with platform-sorted columns may carry (none without such columns). */
export function sortParams(columns: readonly SortableColumn[]): ExtraParam[] {
  const keys = serverSortKeys(columns);
  return keys.length === 0 ? [] : [{ param: SORT_PARAM, values: keys }, { param: ORDER_PARAM, values: ['asc', 'desc'] }];
}

/** The columns with the URL's sort shown on its column (the others unsorted). */
export function withSortOrder<C extends SortableColumn>(columns: readonly C[], extra: ListQuery['extra']): C[] {
  const key = extra?.[SORT_PARAM];
  if (!key) return [...columns];
  const order: SortOrder = extra?.[ORDER_PARAM] === 'asc' ? 'ascend' : 'descend';
  return columns.map((c) => (c.sorter === true && c.dataIndex === key ? { ...c, sortOrder: order } : c));
}

/** The list state after a header click: the new sort (none when `order` is cleared), page 1. */
export function sortedQuery(query: ListQuery, field: unknown, order: SortOrder | null | undefined): ListQuery {
  const extra = { ...query.extra };
  delete extra[SORT_PARAM];
  delete extra[ORDER_PARAM];
  if (typeof field === 'string' && order) {
    extra[SORT_PARAM] = field;
    extra[ORDER_PARAM] = order === 'ascend' ? 'asc' : 'desc';
  }
  const next: ListQuery = { ...query, page: 1, extra };
  if (Object.keys(extra).length === 0) delete next.extra;
  return next;
}
