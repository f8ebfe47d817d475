// A short table shown whole (`pagination={false}`): the dashboard's recent projects and micro
// projects. Like a list's table (ListTable), drawn as antd's markup without its code for the
// server render and the first client render, then antd's Table.
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useLiveAfterHydration } from '../../lib/liveAfterHydration';
import { emptyTableScroll } from './ListTable';
import { canDrawTable, TableLookalike } from './TableLookalike';

export interface UnpagedTableProps<T> {
  rowKey: string;
  rows: T[];
  columns: ColumnsType<T>;
  /** `scroll.x`: narrower cards scroll the table. */
  scrollX: number;
  size: 'middle' | 'small';
  emptyText: ReactNode;
}

export function UnpagedTable<T extends object>(p: UnpagedTableProps<T>) {
  const live = useLiveAfterHydration();
  if (!live && canDrawTable({ rows: p.rows, columns: p.columns })) {
    return <TableLookalike<T> rowKey={p.rowKey} rows={p.rows} columns={p.columns} scrollX={p.scrollX} size={p.size} />;
  }
  return <AntdUnpagedTable<T> {...p} />;
}

/** antd's Table as an unpaged table configures it. */
export function AntdUnpagedTable<T extends object>(p: UnpagedTableProps<T>) {
  return <Table<T> rowKey={p.rowKey} size={p.size} pagination={false} scroll={emptyTableScroll(p.rows, p.scrollX)} dataSource={p.rows} locale={{ emptyText: p.emptyText }} columns={p.columns} />;
}
