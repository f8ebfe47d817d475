// 草稿箱: the drafts of an area, each edited, submitted (every rule applies on the server: a draft
// that is not complete yet is refused with its first problem) or deleted, one by one or many at
// once. After a submit the item's own page opens.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FilterBarProps } from '../FilterBar';
import { UrlListPage } from '../ListPage';
import { opsColumn } from '../listParts';
import { listBulk } from '../matching';
import { DraftRowActions } from '../rowActions';
import { rowsOf, type QueueListProps, type QueueRow, type RowCall } from './queuePage';

export interface DraftBoxListProps<T extends QueueRow, K extends string> extends QueueListProps<T, K> {
  /** data-testid of the card (default draft-box). */
  testId?: string;
  /** Names the list in its load error (default: the title). */
  what?: string;
  extra?: ReactNode;
  intro?: ReactNode;
  filter: Omit<FilterBarProps, 'query' | 'onChange'>;
  editTo: (row: T) => string;
  /** The item's page, opened after a submit. */
  viewTo: (row: T) => string;
  submit: RowCall;
  remove: RowCall;
}

export function DraftBoxList<T extends QueueRow, K extends string>(props: DraftBoxListProps<T, K>) {
  const { page, rowsKey, testId = 'draft-box', what, extra, intro, filter, columns, editTo, viewTo, submit, remove, bulkSend, scrollX } = props;
  const { route, params, search, reload } = page;
  const navigate = useNavigate();
  return (
    <UrlListPage<T>
      title="草稿箱"
      testId={testId}
      intro={intro}
      extra={extra}
      filter={filter}
      rows={rowsOf(props)}
      what={what}
      path={route.path}
      search={search}
      tableTestId="draft-table"
      emptyText="暂无草稿"
      bulk={listBulk<T>({ route, params, search }, rowsKey, { send: bulkSend, actions: ['delete'], what: '草稿', titleOf: (r) => r.title })}
      reload={reload}
      scrollX={scrollX}
      columns={[
        ...columns,
        opsColumn<T>(200, (r) => (
          <DraftRowActions
            id={r.id}
            actions={r.actions}
            editTo={editTo(r)}
            submit={() => submit(r.id)}
            remove={() => remove(r.id)}
            onSubmitted={() => navigate(viewTo(r))}
            reload={reload}
          />
        )),
      ]}
    />
  );
}
