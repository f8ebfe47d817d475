// 认证审核 (roles 2 and 99): the review queue, a chunk of its own so the list does not load the
// authentication form's code (form, upload, pickers) before it is interactive. A submission's
// details show in its expanded row; their code (antd's Image preview, which shares a file with the
// forms' dialogs) is fetched when a row is first expanded.
import { Spin, Tag } from 'antd';
import { Suspense, lazy } from 'react';
import { ActionBar, UrlListPage, dateTime, definePage, listBulk, reviewSteps, routeRows } from '../../components/kit';
import { bulkReviewAuth, reviewAuth } from './api';
import { AUTH_REVIEW_STATUS, kindText, type AuthSubmission } from './types';

const AuthDetails = lazy(() => import('./AuthDetails').then((m) => ({ default: m.AuthDetails })));

/** 认证审核 (roles 2 and 99, from the menu): every submission with all it holds, 10 per page; 通过 asks first. */
export const AuthReviewPage = definePage(['queue'], ({ load, route, search, reload, params }) => (
  <UrlListPage<AuthSubmission>
    title="认证审核"
    testId="auth-review"
    filter={{ statuses: AUTH_REVIEW_STATUS, statusLabel: '审核状态' }}
    {...routeRows<AuthSubmission>({ route, search }, load('queue'))}
    tableTestId="review-queue"
    emptyText="暂无认证申请"
    bulk={listBulk<AuthSubmission>({ route, params, search }, 'queue', {
      send: bulkReviewAuth,
      actions: ['pass', 'return'],
      what: '认证申请',
      titleOf: (s) => s.data?.name ?? s.org_name ?? '',
    })}
    reload={reload}
    expandable={{
      expandedRowRender: (s) => (
        <Suspense fallback={<Spin size="small" />}>
          <AuthDetails d={s.data} typeLabel={s.type_label} />
        </Suspense>
      ),
    }}
    columns={[
      { title: '机构', dataIndex: 'org_name' },
      { title: '类型', key: 'kind', render: (_, s) => kindText(s) },
      { title: '提交时间', dataIndex: 'submitted_at', render: dateTime },
      { title: '状态', dataIndex: 'status', render: (_, s) => <Tag>{s.status_label}</Tag> },
      {
        title: '操作',
        key: 'ops',
        render: (_, s) => (
          <ActionBar
            compact
            actions={s.actions ?? []}
            onDone={reload}
            defs={reviewSteps({
              inRow: true,
              testIds: { pass: `pass-${s.id}`, return: `return-${s.id}` },
              confirm: `确认通过「${s.data?.name ?? s.org_name ?? ''}」的${s.kind === 1 ? '首次认证' : '变更认证'}？通过后资料立即生效。`,
              pass: () => reviewAuth(s.id, 1),
              returnTitle: '退回认证申请',
              ret: (r) => reviewAuth(s.id, 2, r),
            })}
          />
        ),
      },
    ]}
  />
));
