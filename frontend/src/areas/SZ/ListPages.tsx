// The help-case lists: 求助列表, 草稿箱, 待认领求助, 已认领求助, 求助进展 (all, and one case's),
// 求助变更. Each is the kit's ListPage over its route loader (10 per page, state in the URL).
import { chipFilters, ENDING_FILTER, OWN_FILTER } from '../../components/kit/chipFilters';
import { Alert, Badge, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { HoverTooltip } from '../../components/HoverTooltip';
import { EMPTY, LinkButton, RowActions, UrlListPage, routeRows, dateTime, listBulk, definePage, money, offers, orEmpty, useCan, useListOwner, type Loaded, type SelectFilter } from '../../components/kit';
import { opsColumn, statusColumn } from '../../components/kit/listParts';
import { reportColumns } from '../../components/kit/reports';
import { bulkCases, bulkDrafts, bulkIssues, bulkProgress, claimCase, deleteDraft, ignoreCase, submitDraft } from './api';
import { CaseStatusTag, ReviewStatusTag } from './common';
import { CASE_STATUS, REVIEW_STATUS, REVIEW_STATUS_COLOR, flag } from './labels';
import type { CaseDetail, CaseRow, HelpType, IssueRow, ProgressRow } from './types';
import { ClaimPoolList } from '../../components/kit/queues/ClaimPoolList';
import { ClaimedList, lastChangeColumn } from '../../components/kit/queues/ClaimedList';
import { DraftBoxList } from '../../components/kit/queues/DraftBoxList';
import { inState } from '../../components/kit/states';

const LIST_STATUSES = CASE_STATUS.filter((s) => s.value !== 0);
const CLAIMED_STATUSES = CASE_STATUS.filter((s) => s.value >= 2);
const CASE_KEYWORD = '求助标题或受助人姓名';

/** The 求助类型 filter (help_type_list) under `?help_type_id=`; left out while the types are unknown. */
function typeFilter(types: Loaded<{ list: HelpType[] }>): SelectFilter[] {
  return types.ok ? [{ param: 'help_type_id', label: '求助类型', choices: types.data.list.map((t) => ({ value: t.id, label: t.name })) }] : [];
}

const titleLink = (r: { id: number; title: string }) => (
  <AppLink to={`/SZ/viewHelp/${r.id}`} data-testid={`case-link-${r.id}`}>
    {r.title}
  </AppLink>
);

const caseColumns: ColumnsType<CaseRow> = [
  { title: '求助标题', dataIndex: 'title', render: (_, r) => titleLink(r), ellipsis: true },
  { title: '求助类型', dataIndex: 'help_type_name', width: 88, render: orEmpty },
  { title: '受助人', dataIndex: 'beneficiary_name', width: 80, render: orEmpty },
  { title: '目标金额', dataIndex: 'target_amount', width: 110, align: 'right', render: money, sorter: true },
];
const submittedColumn = { title: '提交时间', dataIndex: 'submitted_at', width: 160, render: dateTime, sorter: true };
const orgColumn = { title: '发布机构', dataIndex: 'org_name', width: 140, ellipsis: true };
const ops = opsColumn;

/** 求助列表: every case but drafts (own organisation's, or all for reviewers). */
export const HelpListPage = definePage(
  ['cases'],
  ({ load, route, search }) => {
  const { review } = useCan('SZ');
  const columns: ColumnsType<CaseRow> = [
    ...caseColumns,
    { title: '已筹金额', dataIndex: 'raised_amount', width: 110, align: 'right', render: money, sorter: true },
    ...(review ? [orgColumn] : []),
    statusColumn<CaseRow>(100, (r) => (
      <>
        <CaseStatusTag status={r.status} label={r.status_label} />
        {flag(r.has_pending_issue) && (
          <HoverTooltip title="有待审核的变更申请">
            <Badge status="warning" />
          </HoverTooltip>
        )}
      </>
    )),
    submittedColumn,
    ops<CaseRow>(160, (r) => (
      <RowActions
        actions={r.actions}
        before={<LinkButton to={`/SZ/viewHelp/${r.id}`} type="link" size="small">查看</LinkButton>}
        defs={[{ kind: 'link', action: 'edit', label: '编辑', to: `/SZ/editHelp/${r.id}` }]}
      >
        {r.went_live && <LinkButton to={`/SZ/helpProcessList/${r.id}`} type="link" size="small">进展</LinkButton>}
        {r.went_live && <LinkButton to={`/SZ/helpDonateListHelp/${r.id}`} type="link" size="small">捐款</LinkButton>}
      </RowActions>
    )),
  ];
  return (
    <UrlListPage<CaseRow>
      title="求助列表"
      testId="help-list"
      extra={
        <Space>
          <LinkButton to="/SZ/batchHelp">批量导入</LinkButton>
          <LinkButton to="/SZ/newHelp" type="primary" testId="new-help">新建求助</LinkButton>
        </Space>
      }
      filter={{ statuses: LIST_STATUSES, selects: [...typeFilter(load('types')), ...chipFilters(search, [ENDING_FILTER, OWN_FILTER])], keywordPlaceholder: CASE_KEYWORD, dates: true }}
      {...routeRows<CaseRow>({ route, search }, load('cases'))}
      columns={columns}
      tableTestId="case-table"
      emptyText="暂无求助"
    />
  );
  },
  ['types'],
);

/** 草稿箱: own drafts; edit, submit (every rule applies) or delete. */
export const HelpDraftBoxPage = definePage(['drafts'], (page) => (
  <DraftBoxList<CaseRow, 'drafts'>
    page={page}
    rowsKey="drafts"
    extra={<LinkButton to="/SZ/newHelp" type="primary">新建求助</LinkButton>}
    filter={{ keywordPlaceholder: CASE_KEYWORD, dates: true }}
    columns={[
      { title: '求助标题', dataIndex: 'title', width: 260, ellipsis: true, render: (_, r) => <AppLink to={`/SZ/draftHelp/${r.id}`}>{r.title}</AppLink> },
      caseColumns[1],
      { ...caseColumns[2], width: 100 },
      caseColumns[3],
      lastChangeColumn<CaseRow>('保存时间'),
    ]}
    editTo={(r) => `/SZ/draftHelp/${r.id}`}
    viewTo={(r) => `/SZ/viewHelp/${r.id}`}
    submit={submitDraft}
    remove={deleteDraft}
    bulkSend={bulkDrafts}
    scrollX={900}
  />
));

/** 待认领求助: the claim pool (oldest submission first); 认领 opens the review page. */
export const HelpClaimPage = definePage(['pool'], (page) => (
  <ClaimPoolList<CaseRow, 'pool'>
    page={page}
    rowsKey="pool"
    what="求助"
    keywordPlaceholder={CASE_KEYWORD}
    columns={[...caseColumns, orgColumn, submittedColumn]}
    claim={claimCase}
    ignore={ignoreCase}
    reviewTo={(id) => `/SZ/verifyHelp/${id}`}
    bulkSend={bulkCases}
    scrollX={1060}
  />
));

/** 已认领求助: the caller's claimed cases; those in review open the review page. */
export const HelpClaimedPage = definePage(
  ['cases'],
  (page) => (
    <ClaimedList<CaseRow, 'cases' | 'types'>
      page={page}
      rowsKey="cases"
      what="求助"
      filter={{ statuses: CLAIMED_STATUSES, selects: typeFilter(page.load('types')), keywordPlaceholder: CASE_KEYWORD, dates: true }}
      columns={[
        ...caseColumns,
        orgColumn,
        { title: '状态', dataIndex: 'status', width: 100, render: (_, r) => <CaseStatusTag status={r.status} label={r.status_label} /> },
      ]}
      reviewSteps={['pass']}
      bulkActions={['pass', 'return']}
      reviewTo={(id) => `/SZ/verifyHelp/${id}`}
      viewTo={(id) => `/SZ/viewHelp/${id}`}
      bulkSend={bulkCases}
      scrollX={1110}
    />
  ),
  ['types'],
);

/** 求助进展: progress reports of every visible case, or of one (`helpProcessList/:id`). */
export const HelpProcessListPage = definePage(
  ['progress'],
  ({ load, route, search, params, reload }) => {
    const { reviewProgress } = useCan('SZ');
    const path = params.id ? `/SZ/helpProcessList/${params.id}` : route.path;
    const owner = useListOwner<CaseDetail, 'progress' | 'detail'>({ params, load }, 'detail', '求助');
    if ('view' in owner) return owner.view;
    const help = owner.item;
    const canAdd = help?.actions?.includes('add_progress') ?? false;
    return (
      <UrlListPage<ProgressRow>
        title={help ? `求助进展：${help.title}` : '求助进展'}
        testId="progress-list"
        extra={
          help && (
            <Space>
              <LinkButton to={`/SZ/viewHelp/${help.id}`}>查看求助</LinkButton>
              {canAdd && (
                <LinkButton to={`/SZ/newHelpProcess/${help.id}`} type="primary" testId="add-progress">新增进展</LinkButton>
              )}
            </Space>
          )
        }
        filter={{ statuses: REVIEW_STATUS, keywordPlaceholder: help ? '进展标题' : '进展标题或求助标题', selects: chipFilters(search, [OWN_FILTER]) }}
        {...routeRows<ProgressRow>({ route, search }, load('progress'), path)}
        what="进展列表"
        tableTestId="progress-table"
        emptyText="暂无进展"
        bulk={reviewProgress ? listBulk<ProgressRow>({ route, params, search }, 'progress', { send: bulkProgress, actions: ['pass', 'return'], what: '进展', titleOf: (r) => r.title }) : undefined}
        reload={reload}
        columns={reportColumns<ProgressRow>({
          titleLabel: '进展标题',
          amountLabel: '已使用金额',
          middle: help
            ? []
            : [
                {
                  title: '所属求助',
                  dataIndex: 'help_title',
                  width: 160,
                  ellipsis: true,
                  render: (t: string, r: ProgressRow) => <AppLink to={`/SZ/viewHelp/${r.help_id}`}>{t}</AppLink>,
                },
              ],
          statusColors: REVIEW_STATUS_COLOR,
          ops: {
            width: 110,
            render: (r) =>
              offers(r.actions, 'pass') ? (
                <LinkButton to={`/SZ/verifyHelpProcess/${r.id}`} type="link" size="small" testId={`verify-progress-${r.id}`}>审核</LinkButton>
              ) : (
                <LinkButton to={`/SZ/editHelpProcess/${r.id}`} type="link" size="small" testId={`open-progress-${r.id}`}>{offers(r.actions, 'edit') ? '查看/编辑' : '查看'}</LinkButton>
              ),
          },
        })}
      />
    );
  },
  ['detail'],
);

/** 求助变更: change requests; reviewers open the before/after page to pass or return them. */
export const HelpVerifyListPage = definePage(['issues'], ({ load, route, search, reload, params }) => {
  const { review } = useCan('SZ');
  return (
    <UrlListPage<IssueRow>
      title="求助变更"
      testId="issue-list"
      intro={
        !review && (
          <Alert type="info" showIcon title="募款中的求助如需修改标题、说明、截止日期、目标金额或图片，请在求助详情中点击「申请变更」，平台审核通过后生效。" />
        )
      }
      filter={{ statuses: REVIEW_STATUS, keywordPlaceholder: '求助标题或变更原因' }}
      {...routeRows<IssueRow>({ route, search }, load('issues'))}
      what="变更申请"
      tableTestId="issue-table"
      emptyText="暂无变更申请"
      bulk={review ? listBulk<IssueRow>({ route, params, search }, 'issues', { send: bulkIssues, actions: ['pass', 'return'], what: '变更申请', titleOf: (r) => r.help_title }) : undefined}
      reload={reload}
      scrollX={review ? 1300 : 1210}
      columns={[
        { title: '所属求助', dataIndex: 'help_title', width: 220, ellipsis: true, render: (t: string, r) => <AppLink to={`/SZ/viewHelp/${r.help_id}`}>{t}</AppLink> },
        { title: '机构', dataIndex: 'org_name', width: 160, ellipsis: true },
        { title: '变更原因', dataIndex: 'reason', width: 220, ellipsis: true },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <ReviewStatusTag status={r.status} label={r.status_label} /> },
        { title: '退回原因', dataIndex: 'return_reason', width: 180, ellipsis: true, render: (v: string | null, r) => (inState('help_change', r.status, '已退回') ? orEmpty(v) : EMPTY) },
        { title: '提交时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: true },
        { title: '审核时间', dataIndex: 'reviewed_at', width: 170, render: dateTime },
        ...(review
          ? [
              ops<IssueRow>(90, (r) => (
                <LinkButton to={`/SZ/helpVerifyChangeDetail/${r.id}`} type="link" size="small" testId={`issue-open-${r.id}`}>{offers(r.actions, 'pass') ? '审核' : '详情'}</LinkButton>
              )),
            ]
          : []),
      ]}
    />
  );
});
