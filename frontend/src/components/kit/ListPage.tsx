// The skeleton of every list page: a card with its title and buttons, the filters, and a table
// of the route loader's page (rendered on the server), 10 rows per page, the page in the URL.
import { Card } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { FilterBar, selectParams, type FilterBarProps } from './FilterBar';
import { orEmpty } from './format';
import { LoadError } from './LoadError';
import { ListTable } from './ListTable';
import { ColumnSettings, useColumnPrefs } from './ColumnSettings';
import { visibleColumns } from './columnPrefs';
import { clampedPage } from './listQuery';
import { sortParams, sortedQuery, withSortOrder } from './serverSort';
import type { Loaded } from './page';
import { useListQuery, type ListState } from './useListQuery';
import type { BulkBarProps, BulkDef } from './BulkBar';
import { lazyWhenOpen } from './lazyWhenOpen';
import { useBulkSelection } from './useBulkSelection';

/** The bulk bar (and its dialogs): fetched when a first row is selected. */
const BulkBar = lazyWhenOpen<BulkBarProps<object>>(
  () => import('./BulkBar').then((m) => m.BulkBar as ComponentType<BulkBarProps<object>>),
  (p) => p.selected.length > 0,
);

/** One page of rows, as every list call answers. */
export interface Rows<T> {
  list: T[];
  total: number;
}

export interface ListPageProps<T> {
  title: ReactNode;
  /** data-testid of the card. */
  testId: string;
  /** Buttons in the card's header. */
  extra?: ReactNode;
  /** Above the filters: notes for the user. */
  intro?: ReactNode;
  /** The kit's filter bar over the URL state: its status choices, keyword, dates. */
  filter?: Omit<FilterBarProps, 'query' | 'onChange'>;
  /** Other controls under the filter bar (a read filter, sums). */
  filters?: ReactNode;
  /** The list loader's result. */
  rows: Loaded<Rows<T>>;
  /** Names the list in the load error: 「<what>加载失败」 (default: the title). */
  what?: string;
  state: ListState;
  columns: ColumnsType<T>;
  rowKey?: TableProps<T>['rowKey'];
  /** data-testid of the table. */
  tableTestId: string;
  emptyText: string;
  /** At least this wide (px); by default the sum of the columns' widths. Narrower screens scroll the table. */
  scrollX?: number;
  expandable?: TableProps<T>['expandable'];
  /** Names the list in the user's column settings (default: the table's test id). */
  listId?: string;
  /** Rows can be selected and decided many at once (issue 42; rows need `id` and `actions`). */
  bulk?: BulkDef<T>;
  /** Runs the route's loaders again (after a bulk round). */
  reload?: () => void;
}

/** A column without a width gets this much of the scroll width (it takes what is left). */
const FLEXIBLE_COLUMN = 160;

/** The width the columns need: what the table scrolls to on a narrow screen. */
export function columnsWidth(columns: ReadonlyArray<{ width?: number | string }>): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEXIBLE_COLUMN), 0);
}

/**
 * Columns whose cells print their value as is get `orEmpty`, so an empty cell shows 「—」 in
 * every list, like the columns that render through the kit's formatters.
 */
export function withEmptyCells<C extends { render?: unknown; dataIndex?: unknown; children?: unknown }>(columns: readonly C[]): C[] {
  return columns.map((c) => (c.render || c.dataIndex === undefined || c.children ? c : { ...c, render: (v: unknown) => orEmpty(v) }));
}

export function ListPage<T extends object>({
  title,
  testId,
  extra,
  intro,
  filter,
  filters,
  rows,
  what,
  state,
  columns,
  rowKey = 'id',
  tableTestId,
  emptyText,
  scrollX,
  expandable,
  listId,
  bulk,
  reload,
}: ListPageProps<T>) {
  const { query, go } = state;
  const [prefs, setPrefs] = useColumnPrefs(listId ?? tableTestId);
  const shown = visibleColumns(columns, prefs);
  const total = rows.ok ? rows.data.total : 0;
  const selection = useBulkSelection<T>(listId ?? tableTestId, bulk);
  // ?page=999: go to the last page rather than show 暂无 beside 共 N 条. The server render
  // already shows the table as loading (not empty), the browser then loads the last page.
  const clamped = rows.ok ? clampedPage(query.page, total) : null;
  useEffect(() => {
    if (clamped !== null) go({ ...query, page: clamped }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clamped, query.page]);
  return (
    <Card title={title} data-testid={testId} extra={extra}>
      <div className="kit-stack">
        {intro}
        {filter && <FilterBar query={query} onChange={go} {...filter} />}
        {filters}
        <div className="kit-list-tools">
          <ColumnSettings columns={columns} prefs={prefs} onChange={setPrefs} testId={`${tableTestId}-columns`} />
        </div>
        {bulk && (
          <BulkBar
            def={bulk as unknown as BulkDef<object>}
            selected={selection.selected}
            total={total}
            onSelectAll={selection.selectAll}
            onClear={selection.clear}
            onDone={() => {
              selection.clear();
              reload?.();
            }}
          />
        )}
        {rows.ok ? (
          <ListTable<T>
            rowKey={rowKey}
            testId={tableTestId}
            rows={clamped === null ? rows.data.list : []}
            loading={clamped !== null}
            columns={withEmptyCells(withSortOrder(shown, query.extra))}
            scrollX={Math.max(scrollX ?? 0, columnsWidth(shown as ReadonlyArray<{ width?: number | string }>))}
            size={prefs.density}
            expandable={expandable}
            rowSelection={selection.rowSelection}
            emptyText={emptyText}
            current={clamped ?? query.page}
            total={total}
            onPage={state.setPage}
            onSort={(field, order) => go(sortedQuery(query, field, order))}
          />
        ) : (
          <LoadError what={what ?? String(title)} msg={rows.msg} />
        )}
      </div>
    </Card>
  );
}

/** A page of rows (`P`: with the sums some lists add) and the URL list they belong to: the list's path and its query string. */
export interface UrlRows<T, P extends Rows<T> = Rows<T>> {
  rows: Loaded<P>;
  path: string;
  search: string;
}

/** The URL state a list's rows are shown under: the route's path and the query. */
interface RoutedPage {
  route: { path: string };
  search: string;
}

/**
 * The rows a page's route loader gave (`rows`: read through the page's own `load`, so the key is
 * checked against the ones the page declared), listed at the route's path (or `path`) with the
 * URL's filters.
 */
export function routeRows<T, P extends Rows<T> = Rows<T>>(page: RoutedPage, rows: Loaded<P>, path = page.route.path): UrlRows<T, P> {
  return { rows, path, search: page.search };
}

/**
 * A ListPage whose state is the URL's list query at `path` (the route's path, or the one-item
 * variant's): the status values the filter offers are the ones the URL may carry.
 */
export function UrlListPage<T extends object>({ path, search, ...props }: Omit<ListPageProps<T>, 'state'> & { path: string; search: string }) {
  const state = useListQuery(path, search, {
    statuses: props.filter?.statuses?.map((s) => String(s.value)),
    extras: [...selectParams(props.filter?.selects), ...sortParams(props.columns as ReadonlyArray<{ sorter?: unknown; dataIndex?: unknown }>)],
  });
  return <ListPage<T> listId={path} {...props} state={state} />;
}
