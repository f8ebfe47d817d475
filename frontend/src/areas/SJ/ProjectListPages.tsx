// The project lists: 项目列表, 待认领项目, 已认领项目, 草稿箱 (项目变更 is the kit's change list). Each is the kit's
// ListPage over its route loader (10 per page, filters and page in the URL, rendered on the server).
import { chipFilters, DUE_FILTER, ENDING_FILTER, OWN_FILTER } from '../../components/kit/chipFilters';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import {
  ClaimRowActions,
  DraftRowActions,
  LinkButton,
  RowActions,
  UrlListPage,
  dateTime,
  listBulk,
  definePage,
  money,
  offers,
  orEmpty,
  useCan,
  type Choice,
  type Rows,
} from '../../components/kit';
import { bulkDrafts, bulkProjects, claimProject, deleteDraft, ignoreProject, submitDraft } from './api';
import { projectLink } from './common';
import { PROJECT_STATUS, PROJECT_STATUS_COLOR } from './labels';
import { opsColumn as ops, progressColumn, small, statusColumn as statusColumn_ } from '../../components/kit/projects/columns';
import type { Domain, ProjectRow } from './types';
import { PlainText } from '../../components/PlainTypography';

const KEYWORD = '项目名称或机构名称';
/** The engine's review steps a row may offer the caller: any of them opens the review page. */
const REVIEW_STEPS = ['preliminary_pass', 'claim', 'pass'];
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
      rows={load<Rows<ProjectRow>>('projects')}
      path={route.path}
      search={search}
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
export const ProjectClaimPage = definePage(['pool'], ({ load, route, search, reload, params }) => {
  const navigate = useNavigate();
  return (
    <UrlListPage<ProjectRow>
      title="待认领项目"
      testId="claim-pool"
      intro={<PlainText type="secondary">认领后由您负责审核；忽略只对您隐藏该项目，其他审核人仍可认领。</PlainText>}
      filter={{ keywordPlaceholder: KEYWORD, dates: true }}
      rows={load<Rows<ProjectRow>>('pool')}
      path={route.path}
      search={search}
      tableTestId="pool-table"
      emptyText="暂无待认领的项目"
      bulk={listBulk<ProjectRow>({ route, params, search }, 'pool', { send: bulkProjects, actions: ['claim', 'ignore'], what: '项目', titleOf: (r) => r.title })}
      reload={reload}
      columns={[
        ...baseColumns,
        orgColumn,
        submittedColumn,
        ops<ProjectRow>(150, (r) => (
          <ClaimRowActions
            id={r.id}
            actions={r.actions}
            what="项目"
            claim={() => claimProject(r.id)}
            ignore={() => ignoreProject(r.id)}
            onClaimed={() => navigate(`/SJ/verifyProject/${r.id}`)}
            reload={reload}
          />
        )),
      ]}
    />
  );
});

/** 已认领项目: what the caller claimed; those in review open the review page. */
export const ProjectClaimedPage = definePage(['projects'], ({ load, route, search, reload, params }) => (
  <UrlListPage<ProjectRow>
    title="已认领项目"
    testId="claimed-list"
    filter={{ statuses: CLAIMED_STATUSES, keywordPlaceholder: KEYWORD }}
    rows={load<Rows<ProjectRow>>('projects')}
    path={route.path}
    search={search}
    tableTestId="claimed-table"
    emptyText="暂无已认领的项目"
    bulk={listBulk<ProjectRow>({ route, params, search }, 'projects', { send: bulkProjects, actions: REVIEW_BULK, what: '项目', titleOf: (r) => r.title })}
    reload={reload}
    scrollX={1200}
    columns={[
      ...baseColumns,
      orgColumn,
      statusColumn,
      { title: '最近更新', dataIndex: 'updated_at', width: 170, render: (t: number | null, r) => dateTime(t ?? r.created_at) },
      ops<ProjectRow>(100, (r) =>
        offers(r.actions, ...REVIEW_STEPS) ? (
          <LinkButton to={`/SJ/verifyProject/${r.id}`} {...small} testId={`verify-${r.id}`}>审核</LinkButton>
        ) : (
          <LinkButton to={`/SJ/viewProject/${r.id}`} {...small}>查看</LinkButton>
        ),
      ),
    ]}
  />
));

/** 草稿箱: own drafts; edit, submit (every rule applies) or delete. */
export const DraftBoxPage = definePage(['drafts'], ({ load, route, search, reload, params }) => {
  const navigate = useNavigate();
  return (
    <UrlListPage<ProjectRow>
      title="草稿箱"
      testId="draft-box"
      extra={<LinkButton to="/SJ/newProject" type="primary">新建项目</LinkButton>}
      filter={{ keywordPlaceholder: '项目名称' }}
      rows={load<Rows<ProjectRow>>('drafts')}
      path={route.path}
      search={search}
      tableTestId="draft-table"
      emptyText="暂无草稿"
      bulk={listBulk<ProjectRow>({ route, params, search }, 'drafts', { send: bulkDrafts, actions: ['delete'], what: '草稿', titleOf: (r) => r.title })}
      reload={reload}
      scrollX={960}
      columns={[
        { title: '项目名称', dataIndex: 'title', width: 260, ellipsis: true, render: (_, r) => <AppLink to={`/SJ/draftProject/${r.id}`}>{r.title}</AppLink> },
        ...baseColumns.slice(1),
        { title: '保存时间', dataIndex: 'updated_at', width: 170, render: (t: number | null, r) => dateTime(t ?? r.created_at) },
        ops<ProjectRow>(200, (r) => (
          <DraftRowActions
            id={r.id}
            actions={r.actions}
            editTo={`/SJ/draftProject/${r.id}`}
            submit={() => submitDraft(r.id)}
            remove={() => deleteDraft(r.id)}
            onSubmitted={() => navigate(`/SJ/viewProject/${r.id}`)}
            reload={reload}
          />
        )),
      ]}
    />
  );
});
