// The table of a list page (ListPage): one page of rows from the server, 10 a page, the page
// number in the URL.
import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { Key } from 'react';
import { useLiveAfterHydration } from '../../lib/liveAfterHydration';
import { PAGE_SIZE } from './listQuery';
import { drawnSelection } from './selectionLookalike';
import { canDrawTable, keyOfRow, TableLookalike } from './TableLookalike';

/** From 1280 px the 操作 column stops floating over the others (app.css, .kit-list-table). */
const CLASS = 'kit-list-table';
const showTotal = (n: number) => `共 ${n} 条`;

export interface ListTableProps<T> {
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  testId: string;
  rows: T[];
  loading: boolean;
  columns: ColumnsType<T>;
  scrollX: number;
  expandable?: TableProps<T>['expandable'];
  emptyText: string;
  current: number;
  total: number;
  onPage: (page: number) => void;
  /** A header click on a column the platform sorts (`sorter: true`; serverSort.ts). */
  onSort?: (field: unknown, order: 'ascend' | 'descend' | null | undefined) => void;
  /** The user's density (列设置): 'middle' unless they chose 紧凑. */
  size?: 'middle' | 'small';
  /** Checkboxes for bulk decisions (useBulkSelection). */
  rowSelection?: TableProps<T>['rowSelection'];
}

/**
 * The list's table, 10 rows a page. The server and the first client render draw it as antd's
 * markup without its code (TableLookalike, when it can draw these props exactly, the bulk
 * checkboxes included: drawnSelection); an effect right after hydration swaps in antd's Table,
 * which brings sorting, paging, the fixed column's shadows and working checkboxes.
 */
export function ListTable<T extends object>(p: ListTableProps<T>) {
  const live = useLiveAfterHydration();
  if (!live && !p.loading && !p.expandable && typeof p.rowKey !== 'number') {
    const rowKey = p.rowKey as string | ((r: T) => Key);
    // A row selection the lookalike cannot draw exactly (null) leaves the table to antd.
    const selection = p.rowSelection ? drawnSelection(p.rowSelection, p.rows, (r) => keyOfRow(rowKey, r)) : undefined;
    const drawn = { rows: p.rows, columns: p.columns, pager: { pageSize: PAGE_SIZE, total: p.total, current: p.current, showTotal } };
    if (selection !== null && canDrawTable({ ...drawn, selection })) {
      return <TableLookalike<T> {...drawn} selection={selection} rowKey={rowKey} testId={p.testId} scrollX={p.scrollX} size={p.size ?? 'middle'} className={CLASS} />;
    }
  }
  return <AntdListTable<T> {...p} />;
}

/** The table's scroll setting: sideways scrolling only when there are rows to scroll through. */
export function emptyTableScroll(rows: readonly unknown[], scrollX: number): TableProps<object>['scroll'] {
  return rows.length > 0 ? { x: scrollX } : undefined;
}

/** antd's Table as every list configures it. */
export function AntdListTable<T extends object>(p: ListTableProps<T>) {
  return (
    <Table<T>
      rowKey={p.rowKey}
      data-testid={p.testId}
      dataSource={p.rows}
      loading={p.loading}
      columns={p.columns}
      // Narrow screens scroll; from 1280 px the 操作 column stops floating over the others
      // (app.css, .kit-list-table), so no column is ever hidden under it there. An empty table
      // does not scroll: a scrolling area with nothing focusable in it cannot be reached by
      // keyboard (axe scrollable-region-focusable), and there is nothing to scroll to.
      scroll={emptyTableScroll(p.rows, p.scrollX)}
      size={p.size ?? 'middle'}
      className={CLASS}
      expandable={p.expandable}
      rowSelection={p.rowSelection}
      locale={{ emptyText: p.emptyText }}
      pagination={{ current: p.current, pageSize: PAGE_SIZE, total: p.total, showSizeChanger: false, showTotal, onChange: p.onPage }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || !p.onSort || Array.isArray(sorter)) return;
        p.onSort(sorter.field, sorter.order);
      }}
    />
  );
}
