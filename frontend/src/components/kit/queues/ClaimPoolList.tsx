// 待认领<what>: an area's claim pool (oldest submission first). 认领 makes the caller the
// reviewer and opens the review page; 忽略 hides the item from the caller's pool only. /SJ's
// projects and /SZ's help cases differ only in their words, columns and calls.
import { useNavigate } from 'react-router';
import { PlainText } from '../../PlainTypography';
import { UrlListPage } from '../ListPage';
import { opsColumn } from '../listParts';
import { listBulk } from '../matching';
import { ClaimRowActions } from '../rowActions';
import { rowsOf, type QueueListProps, type QueueRow, type RowCall } from './queuePage';

export interface ClaimPoolListProps<T extends QueueRow, K extends string> extends QueueListProps<T, K> {
  /** The item's name in the texts: 项目, 求助. */
  what: string;
  keywordPlaceholder: string;
  claim: RowCall;
  ignore: RowCall;
  /** The review page of a claimed item. */
  reviewTo: (id: number) => string;
}

export function ClaimPoolList<T extends QueueRow, K extends string>(props: ClaimPoolListProps<T, K>) {
  const { page, rowsKey, what, keywordPlaceholder, columns, claim, ignore, reviewTo, bulkSend, scrollX } = props;
  const { route, params, search, reload } = page;
  const navigate = useNavigate();
  return (
    <UrlListPage<T>
      title={`待认领${what}`}
      testId="claim-pool"
      intro={<PlainText type="secondary">{`认领后由您负责审核；忽略只对您隐藏该${what}，其他审核人仍可认领。`}</PlainText>}
      filter={{ keywordPlaceholder, dates: true }}
      rows={rowsOf(props)}
      path={route.path}
      search={search}
      tableTestId="pool-table"
      emptyText={`暂无待认领的${what}`}
      bulk={listBulk<T>({ route, params, search }, rowsKey, { send: bulkSend, actions: ['claim', 'ignore'], what, titleOf: (r) => r.title })}
      reload={reload}
      scrollX={scrollX}
      columns={[
        ...columns,
        opsColumn<T>(150, (r) => (
          <ClaimRowActions
            id={r.id}
            actions={r.actions}
            what={what}
            claim={() => claim(r.id)}
            ignore={() => ignore(r.id)}
            onClaimed={() => navigate(reviewTo(r.id))}
            reload={reload}
          />
        )),
      ]}
    />
  );
}
