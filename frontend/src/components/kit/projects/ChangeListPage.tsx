// The change requests of an area (/SJ 项目变更, /SJM 微项目变更, /SP 商品变更) the caller may see;
// reviewers open each one's review page (ChangePages.tsx). A file of its own so the list's chunk
// carries no diff or review bar.
import { Alert } from 'antd';
import { AppLink } from '../../AppLink';
import { dateTime, orEmpty } from '../format';
import { LinkButton } from '../LinkButton';
import { UrlListPage, routeRows } from '../ListPage';
import { definePage } from '../page';
import { offers } from '../offers';
import { useCan } from '../useCan';
import { bulkCall } from '../bulk';
import { listBulk } from '../matching';
import type { ChangeArea } from './area';
import type { ChangeListView } from './ChangePages';
import { changedItem, type ChangeRow } from './changeApi';
import { ReviewStatusTag } from './common';
import { REVIEW_STATUS } from './reportApi';

export function changeListPage(area: ChangeArea, view: ChangeListView) {
  const { to, noun } = area;
  const small = { type: 'link' as const, size: 'small' as const };
  const bulk = bulkCall(`${area.api}/bulk_change`);

  /** The change requests the caller may see; reviewers open each one's review page. */
  return definePage(['changes'], ({ load, route, search, params, reload }) => {
    const { review } = useCan(area.key);
    return (
      <UrlListPage<ChangeRow>
        title={view.listTitle}
        testId="change-list"
        intro={!review && <Alert type="info" showIcon title={view.intro} />}
        filter={{ statuses: REVIEW_STATUS, keywordPlaceholder: `${noun}名称或机构名称` }}
        {...routeRows<ChangeRow>({ route, search }, load('changes'))}
        what="变更申请"
        tableTestId="change-table"
        emptyText="暂无变更申请"
        bulk={review ? listBulk<ChangeRow>({ route, params, search }, 'changes', { send: bulk, actions: ['pass', 'return'], what: '变更申请', titleOf: (r) => changedItem(r, area.item).title }) : undefined}
        reload={reload}
        scrollX={review ? 1300 : 1210}
        columns={[
          {
            title: `所属${noun}`,
            key: 'item',
            width: 220,
            ellipsis: true,
            render: (_, r) => {
              const it = changedItem(r, area.item);
              return <AppLink to={to.view(it.id)}>{it.title}</AppLink>;
            },
          },
          { title: '机构', dataIndex: 'org_name', width: 160, ellipsis: true },
          { title: '变更原因', dataIndex: 'reason', width: 220, ellipsis: true },
          { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <ReviewStatusTag status={r.status} label={r.status_label} /> },
          { title: '退回原因', dataIndex: 'return_reason', width: 180, ellipsis: true, render: (v: string | null, r) => (r.status === 3 ? orEmpty(v) : '—') },
          { title: '提交时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: true },
          { title: '审核时间', dataIndex: 'reviewed_at', width: 170, render: dateTime },
          ...(review
            ? [
                {
                  title: '操作',
                  key: 'ops',
                  width: 90,
                  fixed: 'right' as const,
                  render: (_: unknown, r: ChangeRow) => (
                    <LinkButton to={to.changeDetail(r.id)} {...small} testId={`change-open-${r.id}`}>{offers(r.actions, 'pass') ? '审核' : '详情'}</LinkButton>
                  ),
                },
              ]
            : []),
        ]}
      />
    );
  });
}
