// Building blocks of loader descriptions shared by every area's route table.
import type { LoaderSpec, ParamSource } from './types';

/** Table page size is fixed at 10 (spec §9). */
export const PAGE_SIZE = 10;

/** A query parameter of the page's URL. */
export const q = (name: string): ParamSource => ({ from: 'query', name });

/** Query parameters of the page's URL sent under the same names. */
export const fromQuery = (...names: string[]): Record<string, ParamSource> => Object.fromEntries(names.map((n) => [n, q(n)]));

/** A list's platform sort (`sort`, `order`; components/kit/serverSort.ts), as the URL holds it. */
export const sortFromQuery: Record<string, ParamSource> = fromQuery('sort', 'order');

/** `id` from the route's `:id`. */
export const idFromPath: Record<string, ParamSource> = { id: { from: 'path', name: 'id' } };

/** The list page's `?page=` (default 1) and the fixed page size. */
export const paging: Record<string, ParamSource> = {
  pageNum: { from: 'query', name: 'page', default: '1' },
  pageSize: { value: PAGE_SIZE },
};

/** The date range filter of the kit's FilterBar. */
export const dateRange: Record<string, ParamSource> = { start_date: q('start_date'), end_date: q('end_date') };

/**
 * A list loader: one page of `path`, with filters read from the URL query (the kit's
 * ListPage writes the same names), so a reload or a shared link renders the same page.
 */
export const listLoader = (key: string, path: string, filters: Record<string, ParamSource> = {}): LoaderSpec => ({
  key,
  method: 'GET',
  path,
  params: { ...paging, ...filters },
});

/** A call without parameters. */
export const plainLoader = (key: string, path: string): LoaderSpec => ({ key, method: 'GET', path, params: {} });
