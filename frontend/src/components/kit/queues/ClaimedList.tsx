// 已认领<what>: what the caller claimed, decided one by one (审核 opens the review page while the
// engine offers a review step) or many at once (the bulk bar).
import type { FilterBarProps } from '../FilterBar';
import { dateTime } from '../format';
import { LinkButton } from '../LinkButton';
import { UrlListPage } from '../ListPage';
import { opsColumn, rowButton } from '../listParts';
import { listBulk } from '../matching';
import { offers } from '../offers';
import { rowsOf, type QueueListProps, type QueueRow } from './queuePage';

export interface ClaimedListProps<T extends QueueRow, K extends string> extends QueueListProps<T, K> {
  /** The item's name in the texts: 项目, 求助. */
  what: string;
  filter: Omit<FilterBarProps, 'query' | 'onChange'>;
  /** The engine's review steps: a row offering any of them is 审核, any other 查看. */
  reviewSteps: readonly [string, ...string[]];
  /** What the bulk bar decides. */
  bulkActions: string[];
  reviewTo: (id: number) => string;
  viewTo: (id: number) => string;
}

/** When a row last changed: its update, else its creation. */
export const lastChangeColumn = <T extends QueueRow>(title: string) => ({ title, dataIndex: 'updated_at', width: 170, render: (t: number | null, r: T) => dateTime(t ?? r.created_at) });

export function ClaimedList<T extends QueueRow, K extends string>(props: ClaimedListProps<T, K>) {
  const { page, rowsKey, what, filter, columns, reviewSteps, bulkActions, reviewTo, viewTo, bulkSend, scrollX } = props;
  const { route, params, search, reload } = page;
  return (
    <UrlListPage<T>
      title={`已认领${what}`}
      testId="claimed-list"
      filter={filter}
      rows={rowsOf(props)}
      path={route.path}
      search={search}
      tableTestId="claimed-table"
      emptyText={`暂无已认领的${what}`}
      bulk={listBulk<T>({ route, params, search }, rowsKey, { send: bulkSend, actions: bulkActions, what, titleOf: (r) => r.title })}
      reload={reload}
      scrollX={scrollX}
      columns={[
        ...columns,
        lastChangeColumn<T>('最近更新'),
        opsColumn<T>(100, (r) =>
          offers(r.actions, ...reviewSteps) ? (
            <LinkButton to={reviewTo(r.id)} {...rowButton} testId={`verify-${r.id}`}>审核</LinkButton>
          ) : (
            <LinkButton to={viewTo(r.id)} {...rowButton}>查看</LinkButton>
          ),
        ),
      ]}
    />
  );
}
