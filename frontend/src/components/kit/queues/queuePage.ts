// What the shared queue lists (草稿箱, 待认领, 已认领) take from the page that shows them: its
// route state, the loader their rows come from, and the rows' own fields they read.
import type { ColumnsType } from 'antd/es/table';
import type { Envelope } from '../../../lib/http';
import type { BulkSend } from '../bulk';
import type { Rows } from '../ListPage';
import type { DeclaredPageProps } from '../page';

/** A row of a queue: its id and title (the bulk bar names rows by it) and the actions the engine offers. */
export interface QueueRow {
  id: number;
  title: string;
  actions?: readonly string[];
  created_at: number;
  updated_at?: number | null;
}

export interface QueueListProps<T extends QueueRow, K extends string> {
  /** The page's props (route, search, reload, loaded data). */
  page: DeclaredPageProps<K>;
  /** The route loader of the rows; the bulk bar's "every matching row" asks it again. */
  rowsKey: K;
  /** The columns before 操作. */
  columns: ColumnsType<T>;
  /** The area's bulk call for these rows. */
  bulkSend: BulkSend;
  scrollX?: number;
}

/** A call of one row (认领, 提交, 删除…). */
export type RowCall = (id: number) => Promise<Envelope<unknown>>;

export const rowsOf = <T extends QueueRow, K extends string>({ page, rowsKey }: QueueListProps<T, K>) => page.load<Rows<T>>(rowsKey);
