// The project lists: 项目列表, 待认领项目, 已认领项目, 草稿箱 (项目变更 is the kit's change list). Each is the kit's
// ListPage over its route loader (10 per page, filters and page in the URL, rendered on the server).
import { chipFilters, DUE_FILTER, ENDING_FILTER, OWN_FILTER } from '../../components/kit/chipFilters';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { LinkButton, RowActions, UrlListPage, routeRows, dateTime, listBulk, definePage, money, orEmpty, useCan, type Choice } from '../../components/kit';
import { bulkDrafts, bulkProjects, claimProject, deleteDraft, ignoreProject, submitDraft } from './api';
import { projectLink } from './common';
import { PROJECT_STATUS, PROJECT_STATUS_COLOR } from './labels';
import { opsColumn as ops, progressColumn, small, statusColumn as statusColumn_ } from '../../components/kit/projects/columns';
import type { Domain, ProjectRow } from './types';
import { ClaimPoolList } from '../../components/kit/queues/ClaimPoolList';
import { ClaimedList, lastChangeColumn } from '../../components/kit/queues/ClaimedList';
import { DraftBoxList } from '../../components/kit/queues/DraftBoxList';

const KEYWORD = '项目名称或机构名称';
/** The engine's review steps a row may offer the caller: any of them opens the review page. */
const REVIEW_STEPS = ['preliminary_pass', 'claim', 'pass'] as const;
const CLAIMED_STATUSES = PROJECT_STATUS.filter((s) => s.value !== 5 && s.value !== 1);
/** 领域 when domain_list did not answer (the contract's fixed list). */
const DOMAINS: Choice[] = ['教育助学', '医疗救助', '扶贫济困', '养老助残', '儿童关爱', '环境保护', '灾害救援', '社区发展', '其他'].map((label, i) => ({ value: i + 1, label }));


const baseColumns: ColumnsType<ProjectRow> = [
  { title: '项目名称', dataIndex: 'title', width: 240, ellipsis: true, render: (_, r) => projectLink(r) },
  { title: '领域', dataIndex: 'domain_name', width: 90, render: orEmpty },
  { title: '执行地区', dataIndex: 'region_text', width: 150, ellipsis: true, render: orEmpty },
  { title: '目标金额', dataIndex: 'target_amount', width: 130, align: 'right', render: money, sorter: true },
];
const orgColumn = { title: '发起机构', dataIndex: 'org_name', width: 170, ellipsis: true };
const statusColumn = statusColumn_<ProjectRow>(PROJECT_STATUS_COLOR);
/** What a project list decides in bulk: 初审 (regional partners) and 审核 (reviewers). */
const REVIEW_BULK = ['preliminary_pass', 'preliminary_return', 'pass', 'return'];
const submittedColumn = { title: '提交时间', dataIndex: 'submitted_at', width: 170, render: dateTime, sorter: true };

/** 项目列表: every project but drafts (own organisation's; a partner's province; all for reviewers). */
export const ProjectListPage = definePage(['projects'], ({ load, route, search, reload, params }) => {
  const { review, partnerView } = useCan('SJ');
  const domains = load<{ list: Domain[] }>('domains');
  const domainChoices = domains.ok ? domains.data.list.map((d) => ({ value: d.id, label: d.name })) : DOMAINS;
  const others = review || partnerView;
  // Status and progress first: on a narrow screen they stay in view while the rest scrolls.
  const columns: ColumnsType<ProjectRow> = [
    baseColumns[0],
    statusColumn,
    progressColumn<ProjectRow>(),
    baseColumns[3],
    ...(others ? [orgColumn] : []),
    baseColumns[1],
    baseColumns[2],
    { title: '募款时间', dataIndex: 'fund_start', width: 200, render: (_, r) => (r.fund_start ? `${r.fund_start} 至 ${orEmpty(r.fund_end)}` : '—') },
    ops<ProjectRow>(170, (r) => (
      <RowActions
        actions={r.actions}
        before={<LinkButton to={`/SJ/viewProject/${r.id}`} {...small}>查看</LinkButton>}
        defs={[
          { kind: 'link', action: 'edit', label: '编辑', to: `/SJ/editProject/${r.id}` },
          { kind: 'link', action: 'publish', label: '发布', testId: `issue-${r.id}`, to: `/SJ/issueProject/${r.id}` },
          { kind: 'link', action: 'review', anyOf: REVIEW_STEPS, label: '审核', testId: `verify-${r.id}`, to: `/SJ/verifyProject/${r.id}` },
        ]}
      >
        {r.went_live && <LinkButton to={`/SJ/donateListProject/${r.id}`} {...small}>捐款</LinkButton>}
      </RowActions>
    )),
  ];
  return (
    <UrlListPage<ProjectRow>
      title="项目列表"
      testId="project-list"
      extra={<LinkButton to="/SJ/newProject" type="primary" testId="new-project">新建项目</LinkButton>}
      filter={{ statuses: PROJECT_STATUS, keywordPlaceholder: KEYWORD, dates: true, selects: [{ param: 'domain', label: '领域', choices: domainChoices }, ...chipFilters(search, [ENDING_FILTER, DUE_FILTER, OWN_FILTER])] }}
      {...routeRows<ProjectRow>({ route, search }, load('projects'))}
      columns={columns}
      tableTestId="project-table"
      emptyText="暂无项目"
      scrollX={others ? 1470 : 1300}
      // Reviewers and regional partners decide (初审 included) in bulk; an organisation's rows offer none of these.
      bulk={others ? listBulk<ProjectRow>({ route, params, search }, 'projects', { send: bulkProjects, actions: REVIEW_BULK, what: '项目', titleOf: (r) => r.title }) : undefined}
      reload={reload}
    />
  );
}, ['domains']);

/** 待认领项目: the platform's pool (oldest submission first); 认领 opens the review page. */
export const ProjectClaimPage = definePage(['pool'], (page) => (
  <ClaimPoolList<ProjectRow, 'pool'>
    page={page}
    rowsKey="pool"
    what="项目"
    keywordPlaceholder={KEYWORD}
    columns={[...baseColumns, orgColumn, submittedColumn]}
    claim={claimProject}
    ignore={ignoreProject}
    reviewTo={(id) => `/SJ/verifyProject/${id}`}
    bulkSend={bulkProjects}
  />
));

/** 已认领项目: what the caller claimed; those in review open the review page. */
export const ProjectClaimedPage = definePage(['projects'], (page) => (
  <ClaimedList<ProjectRow, 'projects'>
    page={page}
    rowsKey="projects"
    what="项目"
    filter={{ statuses: CLAIMED_STATUSES, keywordPlaceholder: KEYWORD }}
    columns={[...baseColumns, orgColumn, statusColumn]}
    reviewSteps={REVIEW_STEPS}
    bulkActions={REVIEW_BULK}
    reviewTo={(id) => `/SJ/verifyProject/${id}`}
    viewTo={(id) => `/SJ/viewProject/${id}`}
    bulkSend={bulkProjects}
    scrollX={1200}
  />
));

/** 草稿箱: own drafts; edit, submit (every rule applies) or delete. */
export const DraftBoxPage = definePage(['drafts'], (page) => (
  <DraftBoxList<ProjectRow, 'drafts'>
    page={page}
    rowsKey="drafts"
    extra={<LinkButton to="/SJ/newProject" type="primary">新建项目</LinkButton>}
    filter={{ keywordPlaceholder: '项目名称' }}
    columns={[
      { title: '项目名称', dataIndex: 'title', width: 260, ellipsis: true, render: (_, r) => <AppLink to={`/SJ/draftProject/${r.id}`}>{r.title}</AppLink> },
      ...baseColumns.slice(1),
      lastChangeColumn<ProjectRow>('保存时间'),
    ]}
    editTo={(r) => `/SJ/draftProject/${r.id}`}
    viewTo={(r) => `/SJ/viewProject/${r.id}`}
    submit={submitDraft}
    remove={deleteDraft}
    bulkSend={bulkDrafts}
    scrollX={960}
  />
));
