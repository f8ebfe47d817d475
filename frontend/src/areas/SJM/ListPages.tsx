// The micro-project lists: 微项目列表 (projectMList), 微项目审核 (verifyMList, 2 / 99), 草稿箱
// (draftMBox) and 微机构认证审核 (authList, 2 / 99). Each is the kit's ListPage over its route
// loader (10 per page, filters and page in the URL, rendered on the server).
import { chipFilters, ENDING_FILTER, OWN_FILTER } from '../../components/kit/chipFilters';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LinkButton, RowActions, StatusTag, UrlListPage, routeRows, listBulk, dateTime, definePage, money, offers, orEmpty, useCan, type Loaded, type Rows, type SelectFilter } from '../../components/kit';
import { opsColumn as ops, progressColumn as progressColumn_, small, statusColumn as statusColumn_ } from '../../components/kit/projects/columns';
import type { Option } from '../../components/selectors/api';
import { remoteFilter } from '../../components/selectors/remoteFilter';
import { bulkAuths, bulkDrafts, bulkProjects, deleteDraft, parentOptions, submitDraft } from './api';
import { microLink, parentText } from './common';
import { AUTH_STATUS, AUTH_STATUS_COLOR, MICRO_STATUS, MICRO_STATUS_COLOR, PARENT_TYPE } from './labels';
import type { AuthSubmission, MicroRow, ParentType } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';
import { lastChangeColumn } from '../../components/kit/queues/ClaimedList';
import { DraftBoxList } from '../../components/kit/queues/DraftBoxList';

const KEYWORD = '微项目名称或机构名称';

const titleColumn = { title: '微项目名称', dataIndex: 'title', width: 220, ellipsis: true, render: (_: unknown, r: MicroRow) => microLink(r) };
const statusColumn = statusColumn_<MicroRow>(MICRO_STATUS_COLOR, 110);
const progressColumn = progressColumn_<MicroRow>(160);
const targetColumn = { title: '目标金额', dataIndex: 'target_amount', width: 120, align: 'right' as const, render: money, sorter: true };
const raisedColumn = { title: '已筹金额', dataIndex: 'raised_amount', width: 120, align: 'right' as const, render: money, sorter: true };
const orgColumn = { title: '执行机构', dataIndex: 'org_name', width: 160, ellipsis: true };
const parentColumn = { title: '所属项目/项目池', dataIndex: 'parent_title', width: 200, ellipsis: true, render: (_: unknown, r: MicroRow) => parentText(r) };
const regionColumn = { title: '执行地区', dataIndex: 'region_text', width: 110, ellipsis: true, render: orEmpty };
const fundColumn = { title: '募款时间', dataIndex: 'fund_start', width: 200, render: (_: unknown, r: MicroRow) => (r.fund_start ? `${r.fund_start} 至 ${orEmpty(r.fund_end)}` : '—') };
const submittedColumn = { title: '提交时间', dataIndex: 'submitted_at', width: 170, render: dateTime, sorter: true };

/** The parent filter's search: the projects raising money and the pools (the super admin's picker). */
const parentSearch =
  (type: ParentType) =>
  async (keyword: string): Promise<Option[]> => {
    const res = await parentOptions(type, keyword);
    return res.code === 200 && res.data ? res.data.list.map((p) => ({ value: p.id, label: p.title, record: { ...p } })) : [];
  };

/** 所属类型 and 所属项目/项目池 in the URL (`parent_type`, `parent_id`), as links from a parent lead here. */
function parentFilters(search: string, rows: Loaded<Rows<MicroRow>>): SelectFilter[] {
  const url = new URLSearchParams(search);
  const type: ParentType = url.get('parent_type') === '1' ? 1 : 2;
  const chosen = url.get('parent_id');
  const current = rows.ok ? rows.data.list.find((r) => String(r.parent_id) === chosen)?.parent_title : undefined;
  return [
    { param: 'parent_type', label: '所属类型', choices: PARENT_TYPE, width: 130 },
    remoteFilter({ param: 'parent_id', label: type === 1 ? '所属项目' : '所属项目池', search: parentSearch(type), current, width: 220 }),
  ];
}

/** Over a parent: what its micro projects raised together (the paid donations' sum). */
function ParentSum({ rows, sum }: { rows: Loaded<Rows<MicroRow>>; sum: Loaded<{ total: number; sum_amount: string }> | null }) {
  if (!sum) return null;
  const first = rows.ok ? rows.data.list[0] : undefined;
  const name = first ? parentText(first) : '所选项目/项目池';
  return sum.ok ? (
    <Alert
      type="success"
      showIcon
      data-testid="parent-sum"
      title={
        <span>
          {name}下的微项目已筹合计 <PlainText strong>{money(sum.data.sum_amount)}</PlainText>（{rows.ok ? rows.data.total : 0} 个微项目）
        </span>
      }
    />
  ) : (
    <Alert type="warning" showIcon title={`已筹合计加载失败：${sum.msg}`} />
  );
}

/** 微项目列表: every micro project but drafts (own organisation's; a partner's province; all for reviewers). */
export const ProjectMListPage = definePage(
  ['projects'],
  ({ load, route, search }) => {
    const { create: admin, partnerView: others } = useCan('SJM');
    const rows = load<Rows<MicroRow>>('projects');
    const sum = new URLSearchParams(search).get('parent_id') ? load<{ total: number; sum_amount: string }>('parentSum') : null;
    // Narrower than the shared columns, so that at 1440 px the whole list, 操作 included, fits
    // the page without scrolling (the ~1150 px a table has beside the sidebar): the fund window
    // on two lines, names cut with an ellipsis.
    const columns: ColumnsType<MicroRow> = [
      { ...titleColumn, width: 176 },
      { ...statusColumn, width: 90 },
      { ...progressColumn, width: 130 },
      { ...targetColumn, width: 110 },
      ...(others ? [{ ...orgColumn, width: 130 }] : []),
      { ...parentColumn, width: 150 },
      { ...regionColumn, width: 100 },
      { ...fundColumn, width: 110, render: (_: unknown, r: MicroRow) => (r.fund_start ? <>{r.fund_start}<br />至 {orEmpty(r.fund_end)}</> : '—') },
      ops<MicroRow>(150, (r) => (
        <RowActions
          actions={r.actions}
          before={<LinkButton to={`/SJM/verifyMProject/${r.id}`} {...small}>{offers(r.actions, 'pass') ? '审核' : '查看'}</LinkButton>}
          defs={[{ kind: 'link', action: 'edit', label: '编辑', testId: `edit-${r.id}`, to: `/SJM/editMProject/${r.id}` }]}
        >
          {r.went_live && <LinkButton to={`/SJM/donateListMProject/${r.id}`} {...small}>捐款</LinkButton>}
        </RowActions>
      )),
    ];
    return (
      <UrlListPage<MicroRow>
        title="微项目列表"
        testId="micro-list"
        extra={admin && <LinkButton to="/SJM/newMProject" type="primary" testId="new-micro">新建微项目</LinkButton>}
        intro={<ParentSum rows={rows} sum={sum} />}
        filter={{ statuses: MICRO_STATUS, keywordPlaceholder: KEYWORD, dates: true, selects: [...parentFilters(search, rows), ...chipFilters(search, [ENDING_FILTER, OWN_FILTER])] }}
        rows={rows}
        path={route.path}
        search={search}
        columns={columns}
        tableTestId="micro-table"
        emptyText="暂无微项目"
        scrollX={others ? 1146 : 1016}
      />
    );
  },
  ['parentSum'],
);

/** 微项目审核 (2, 99): submitted micro projects, 待审核 first (oldest submission first). */
export const VerifyMListPage = definePage(['projects'], ({ load, route, search, reload, params }) => (
  <UrlListPage<MicroRow>
    title="微项目审核"
    testId="verify-list"
    intro={<PlainText type="secondary">执行机构提交的微项目在此审核；通过后即开始募款，退回需填写原因。</PlainText>}
    filter={{ statuses: MICRO_STATUS, keywordPlaceholder: KEYWORD, dates: true }}
    {...routeRows<MicroRow>({ route, search }, load('projects'))}
    tableTestId="verify-table"
    emptyText="暂无待审核的微项目"
    bulk={listBulk<MicroRow>({ route, params, search }, 'projects', { send: bulkProjects, actions: ['pass', 'return'], what: '微项目', titleOf: (r) => r.title })}
    reload={reload}
    scrollX={1300}
    columns={[
      titleColumn,
      statusColumn,
      orgColumn,
      parentColumn,
      targetColumn,
      raisedColumn,
      submittedColumn,
      ops<MicroRow>(100, (r) => (
        <LinkButton to={`/SJM/verifyMProject/${r.id}`} {...small} testId={`verify-${r.id}`}>{offers(r.actions, 'pass') ? '审核' : '查看'}</LinkButton>
      )),
    ]}
  />
));

/** 草稿箱: micro projects the super admin opened and their organisation has not submitted yet. */
export const DraftMBoxPage = definePage(['drafts'], (page) => {
  const { create: admin } = useCan('SJM');
  return (
    <DraftBoxList<MicroRow, 'drafts'>
      page={page}
      rowsKey="drafts"
      intro={
        <PlainText type="secondary">
          {admin ? '您创建的微项目在执行机构提交前都在这里，可编辑或删除。' : '平台为本机构创建的微项目在这里：补充完整后提交审核。'}
        </PlainText>
      }
      extra={admin && <LinkButton to="/SJM/newMProject" type="primary">新建微项目</LinkButton>}
      filter={{ keywordPlaceholder: KEYWORD }}
      columns={[
        { ...titleColumn, render: (_: unknown, r: MicroRow) => <LinkButton to={`/SJM/draftMProject/${r.id}`} {...small}>{r.title}</LinkButton> },
        ...(admin ? [orgColumn] : []),
        parentColumn,
        targetColumn,
        lastChangeColumn<MicroRow>('保存时间'),
      ]}
      editTo={(r) => `/SJM/draftMProject/${r.id}`}
      viewTo={(r) => `/SJM/verifyMProject/${r.id}`}
      submit={submitDraft}
      remove={deleteDraft}
      bulkSend={bulkDrafts}
      scrollX={admin ? 1160 : 1000}
    />
  );
});

/** 微机构认证审核 (2, 99): micro organisations' authentication files, 待审核 first. */
export const AuthListPage = definePage(['auths'], ({ load, route, search, reload, params }) => (
  <UrlListPage<AuthSubmission>
    title="微机构认证审核"
    testId="auth-list"
    filter={{ statuses: AUTH_STATUS, statusLabel: '审核状态', keywordPlaceholder: '团体名称或机构名称' }}
    {...routeRows<AuthSubmission>({ route, search }, load('auths'))}
    tableTestId="auth-table"
    emptyText="暂无微机构认证申请"
    bulk={listBulk<AuthSubmission>({ route, params, search }, 'auths', { send: bulkAuths, actions: ['pass', 'return'], what: '认证申请', titleOf: (r) => r.group_name })}
    reload={reload}
    scrollX={1240}
    columns={[
      { title: '团体名称', dataIndex: 'group_name', width: 180, ellipsis: true },
      { title: '账号机构', dataIndex: 'org_name', width: 170, ellipsis: true },
      { title: '负责人', dataIndex: 'leader_name', width: 100 },
      { title: '身份证号', dataIndex: 'leader_id_card', width: 190 },
      { title: '挂靠机构', dataIndex: 'sponsor_name', width: 180, ellipsis: true },
      { title: '状态', dataIndex: 'status', width: 90, render: (_: unknown, r: AuthSubmission) => <StatusTag status={r.status} label={r.status_label} colors={AUTH_STATUS_COLOR} /> },
      { title: '提交时间', dataIndex: 'submitted_at', width: 170, render: dateTime, sorter: true },
      ops<AuthSubmission>(90, (r) => (
        <LinkButton to={`/SJM/verifyAuthInfo/${r.id}`} {...small} testId={`auth-open-${r.id}`}>{inState('micro_auth', r.status, '待审核') ? '审核' : '查看'}</LinkButton>
      )),
    ]}
  />
));
