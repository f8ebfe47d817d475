// The help-case lists: 求助列表, 草稿箱, 待认领求助, 已认领求助, 求助进展 (all, and one case's),
// 求助变更. 10 per page; page and filters live in the URL, read by the route loaders, so the
// server renders the requested page with its data.
import { Alert, Badge, Button, Card, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { HoverTooltip } from '../../components/HoverTooltip';
import type { PageProps } from '../../pages/types';
import { pick } from '../base/envelope';
import { claimCase, deleteDraft, ignoreCase, submitDraft } from './api';
import {
  CaseStatusTag,
  LinkButton,
  FilterBar,
  LoadError,
  ReviewStatusTag,
  pagination,
  time,
  useCall,
  useListQuery,
  useRoles,
  yuan,
} from './common';
import { CASE_STATUS, REVIEW_STATUS, flag } from './labels';
import type { CaseDetail, CaseRow, IssueRow, Page, ProgressRow } from './types';

const LIST_STATUSES = CASE_STATUS.filter((s) => s.value !== 0);
const CLAIMED_STATUSES = CASE_STATUS.filter((s) => s.value >= 2);
const values = (choices: { value: number }[]) => choices.map((c) => String(c.value));

const titleLink = (r: { id: number; title: string }) => (
  <Link to={`/SZ/viewHelp/${r.id}`} data-testid={`case-link-${r.id}`}>
    {r.title}
  </Link>
);

const caseColumns: ColumnsType<CaseRow> = [
  { title: '求助标题', dataIndex: 'title', width: 260, render: (_, r) => titleLink(r), ellipsis: true },
  { title: '求助类型', dataIndex: 'help_type_name', width: 100, render: (v: string | null) => v ?? '—' },
  { title: '受助人', dataIndex: 'beneficiary_name', width: 90, render: (v: string | null) => v ?? '—' },
  { title: '目标金额', dataIndex: 'target_amount', width: 120, align: 'right', render: (v: string | null) => yuan(v) },
];

/** 求助列表: every case but drafts (own organisation's, or all for reviewers). */
export function HelpListPage({ data, route, search }: PageProps) {
  const { query, go, setPage } = useListQuery(route.path, search, values(LIST_STATUSES));
  const { reviewer, orgId } = useRoles();
  const list = pick<Page<CaseRow>>(data, 'cases');
  const columns: ColumnsType<CaseRow> = [
    ...caseColumns,
    { title: '已筹金额', dataIndex: 'raised_amount', width: 120, align: 'right', render: (v: string | null) => yuan(v) },
    ...(reviewer ? [{ title: '发布机构', dataIndex: 'org_name', width: 160, ellipsis: true }] : []),
    {
      title: '状态',
      dataIndex: 'status',
      width: 120,
      render: (_, r) => (
        <Space size={4}>
          <CaseStatusTag status={r.status} label={r.status_label} />
          {flag(r.has_pending_issue) && (
            <HoverTooltip title="有待审核的变更申请">
              <Badge status="warning" />
            </HoverTooltip>
          )}
        </Space>
      ),
    },
    { title: '提交时间', dataIndex: 'submitted_at', width: 170, render: (t: number | null) => time(t) },
    {
      title: '操作',
      key: 'ops',
      width: 200,
      fixed: 'right' as const,
      render: (_, r) => {
        const own = orgId !== null && r.org_id === orgId;
        return (
          <Space size={0} wrap>
            <LinkButton to={`/SZ/viewHelp/${r.id}`} type="link" size="small">查看</LinkButton>
            {own && (r.status === 1 || r.status === 3) && (
              <LinkButton to={`/SZ/editHelp/${r.id}`} type="link" size="small">编辑</LinkButton>
            )}
            {r.status === 4 && (
              <>
                <LinkButton to={`/SZ/helpProcessList/${r.id}`} type="link" size="small">进展</LinkButton>
                <LinkButton to={`/SZ/helpDonateListHelp/${r.id}`} type="link" size="small">捐款</LinkButton>
              </>
            )}
          </Space>
        );
      },
    },
  ];
  return (
    <Card
      title="求助列表"
      data-testid="help-list"
      extra={
        <Space>
          <LinkButton to="/SZ/batchHelp">批量导入</LinkButton>
          <LinkButton to="/SZ/newHelp" type="primary" testId="new-help">新建求助</LinkButton>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" className="full-width">
        <FilterBar query={query} onChange={go} statuses={LIST_STATUSES} keywordPlaceholder="求助标题或受助人姓名" dates />
        {list.ok ? (
          <Table<CaseRow>
            rowKey="id"
            data-testid="case-table"
            dataSource={list.data.list}
            columns={columns}
            scroll={{ x: reviewer ? 1340 : 1180 }}
            locale={{ emptyText: '暂无求助' }}
            pagination={pagination(query, list.data.total, setPage)}
          />
        ) : (
          <LoadError what="求助列表" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}

/** 草稿箱: own drafts; edit, submit (every rule applies) or delete. */
export function HelpDraftBoxPage({ data, route, search, reload }: PageProps) {
  const { query, go, setPage } = useListQuery(route.path, search);
  const navigate = useNavigate();
  const { busy, run } = useCall();
  const list = pick<Page<CaseRow>>(data, 'drafts');
  const submit = async (id: number) => {
    const res = await run(`submit-${id}`, () => submitDraft(id));
    if (res) navigate(`/SZ/viewHelp/${id}`);
  };
  const remove = async (id: number) => {
    if (await run(`delete-${id}`, () => deleteDraft(id), '删除成功')) reload();
  };
  return (
    <Card
      title="草稿箱"
      data-testid="draft-box"
      extra={
        <LinkButton to="/SZ/newHelp" type="primary">新建求助</LinkButton>
      }
    >
      <Space orientation="vertical" size="middle" className="full-width">
        <FilterBar query={query} onChange={go} keywordPlaceholder="求助标题或受助人姓名" dates />
        {list.ok ? (
          <Table<CaseRow>
            rowKey="id"
            data-testid="draft-table"
            dataSource={list.data.list}
            scroll={{ x: 900 }}
            locale={{ emptyText: '草稿箱是空的' }}
            pagination={pagination(query, list.data.total, setPage)}
            columns={[
              {
                title: '求助标题',
                dataIndex: 'title',
                width: 260,
                ellipsis: true,
                render: (_, r) => <Link to={`/SZ/draftHelp/${r.id}`}>{r.title}</Link>,
              },
              { title: '求助类型', dataIndex: 'help_type_name', width: 100, render: (v: string | null) => v ?? '—' },
              { title: '受助人', dataIndex: 'beneficiary_name', width: 100, render: (v: string | null) => v ?? '—' },
              { title: '目标金额', dataIndex: 'target_amount', width: 120, align: 'right', render: (v: string | null) => yuan(v) },
              { title: '保存时间', dataIndex: 'updated_at', width: 170, render: (t: number | null, r) => time(t ?? r.created_at) },
              {
                title: '操作',
                key: 'ops',
                width: 200,
                fixed: 'right' as const,
                render: (_, r) => (
                  <Space size={0}>
                    <LinkButton to={`/SZ/draftHelp/${r.id}`} type="link" size="small">编辑</LinkButton>
                    <Popconfirm title="提交后将进入平台审核，确定提交？" okText="提交" cancelText="取消" onConfirm={() => submit(r.id)}>
                      <Button type="link" size="small" loading={busy === `submit-${r.id}`} data-testid={`draft-submit-${r.id}`}>
                        提交审核
                      </Button>
                    </Popconfirm>
                    <Popconfirm title="确定删除该草稿？删除后不能恢复" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove(r.id)}>
                      <Button type="link" size="small" danger loading={busy === `delete-${r.id}`} data-testid={`draft-delete-${r.id}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        ) : (
          <LoadError what="草稿箱" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}

/** 待认领求助: the claim pool (oldest submission first); 认领 opens the review page. */
export function HelpClaimPage({ data, route, search, reload }: PageProps) {
  const { query, go, setPage } = useListQuery(route.path, search);
  const navigate = useNavigate();
  const { busy, run } = useCall();
  const list = pick<Page<CaseRow>>(data, 'pool');
  const claim = async (id: number) => {
    if (await run(`claim-${id}`, () => claimCase(id), '认领成功')) navigate(`/SZ/verifyHelp/${id}`);
    else reload();
  };
  const ignore = async (id: number) => {
    if (await run(`ignore-${id}`, () => ignoreCase(id), '已忽略')) reload();
  };
  return (
    <Card title="待认领求助" data-testid="claim-pool">
      <Space orientation="vertical" size="middle" className="full-width">
        <Typography.Text type="secondary">认领后由您负责审核；忽略只对您隐藏该求助，其他审核人仍可认领。</Typography.Text>
        <FilterBar query={query} onChange={go} keywordPlaceholder="求助标题或受助人姓名" dates />
        {list.ok ? (
          <Table<CaseRow>
            rowKey="id"
            data-testid="pool-table"
            dataSource={list.data.list}
            scroll={{ x: 1060 }}
            locale={{ emptyText: '暂无待认领的求助' }}
            pagination={pagination(query, list.data.total, setPage)}
            columns={[
              ...caseColumns,
              { title: '发布机构', dataIndex: 'org_name', width: 170, ellipsis: true },
              { title: '提交时间', dataIndex: 'submitted_at', width: 170, render: (t: number | null) => time(t) },
              {
                title: '操作',
                key: 'ops',
                width: 150,
                fixed: 'right' as const,
                render: (_, r) => (
                  <Space size={0}>
                    <Button type="link" size="small" loading={busy === `claim-${r.id}`} disabled={busy !== null} onClick={() => void claim(r.id)} data-testid={`claim-${r.id}`}>
                      认领
                    </Button>
                    <Popconfirm title="忽略后该求助不再出现在您的待认领列表，确定？" okText="忽略" cancelText="取消" onConfirm={() => ignore(r.id)}>
                      <Button type="link" size="small" loading={busy === `ignore-${r.id}`} disabled={busy !== null} data-testid={`ignore-${r.id}`}>
                        忽略
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        ) : (
          <LoadError what="待认领求助" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}

/** 已认领求助: the caller's claimed cases; those in review open the review page. */
export function HelpClaimedPage({ data, route, search }: PageProps) {
  const { query, go, setPage } = useListQuery(route.path, search, values(CLAIMED_STATUSES));
  const list = pick<Page<CaseRow>>(data, 'cases');
  return (
    <Card title="已认领求助" data-testid="claimed-list">
      <Space orientation="vertical" size="middle" className="full-width">
        <FilterBar query={query} onChange={go} statuses={CLAIMED_STATUSES} keywordPlaceholder="求助标题或受助人姓名" dates />
        {list.ok ? (
          <Table<CaseRow>
            rowKey="id"
            data-testid="claimed-table"
            dataSource={list.data.list}
            scroll={{ x: 1110 }}
            locale={{ emptyText: '暂无已认领的求助' }}
            pagination={pagination(query, list.data.total, setPage)}
            columns={[
              ...caseColumns,
              { title: '发布机构', dataIndex: 'org_name', width: 170, ellipsis: true },
              { title: '状态', dataIndex: 'status', width: 100, render: (_, r) => <CaseStatusTag status={r.status} label={r.status_label} /> },
              { title: '最近更新', dataIndex: 'updated_at', width: 170, render: (t: number | null, r) => time(t ?? r.created_at) },
              {
                title: '操作',
                key: 'ops',
                width: 100,
                fixed: 'right' as const,
                render: (_, r) =>
                  r.status === 2 ? (
                    <LinkButton to={`/SZ/verifyHelp/${r.id}`} type="link" size="small" testId={`verify-${r.id}`}>审核</LinkButton>
                  ) : (
                    <LinkButton to={`/SZ/viewHelp/${r.id}`} type="link" size="small">查看</LinkButton>
                  ),
              },
            ]}
          />
        ) : (
          <LoadError what="已认领求助" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}

/** 求助进展: progress reports of every visible case, or of one (`helpProcessList/:id`). */
export function HelpProcessListPage({ data, route, search, params }: PageProps) {
  const helpId = params.id;
  const path = helpId ? `/SZ/helpProcessList/${helpId}` : route.path;
  const { query, go, setPage } = useListQuery(path, search, values(REVIEW_STATUS));
  const { roles } = useRoles();
  const canReview = roles.includes(2);
  const list = pick<Page<ProgressRow>>(data, 'progress');
  const detail = helpId ? pick<CaseDetail>(data, 'detail') : null;
  if (detail && !detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  const help = detail?.ok ? detail.data : null;
  const canAdd = help?.actions?.includes('add_progress') ?? false;
  return (
    <Card
      title={help ? `求助进展：${help.title}` : '求助进展'}
      data-testid="progress-list"
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
    >
      <Space orientation="vertical" size="middle" className="full-width">
        <FilterBar query={query} onChange={go} statuses={REVIEW_STATUS} keywordPlaceholder={help ? '进展标题' : '进展标题或求助标题'} />
        {list.ok ? (
          <Table<ProgressRow>
            rowKey="id"
            data-testid="progress-table"
            dataSource={list.data.list}
            scroll={{ x: help ? 1030 : 1250 }}
            locale={{ emptyText: '暂无进展' }}
            pagination={pagination(query, list.data.total, setPage)}
            columns={[
              { title: '进展标题', dataIndex: 'title', width: 200, ellipsis: true },
              ...(help
                ? []
                : [
                    {
                      title: '所属求助',
                      dataIndex: 'help_title',
                      width: 220,
                      ellipsis: true,
                      render: (t: string, r: ProgressRow) => <Link to={`/SZ/viewHelp/${r.help_id}`}>{t}</Link>,
                    },
                  ]),
              { title: '机构', dataIndex: 'org_name', width: 160, ellipsis: true },
              { title: '已使用金额', dataIndex: 'amount_used', width: 120, align: 'right', render: (v: string | null) => yuan(v) },
              { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <ReviewStatusTag status={r.status} label={r.status_label} /> },
              { title: '退回原因', dataIndex: 'reason', width: 180, ellipsis: true, render: (v: string | null, r) => (r.status === 3 ? v : '—') },
              { title: '提交时间', dataIndex: 'created_at', width: 170, render: (t: number) => time(t) },
              {
                title: '操作',
                key: 'ops',
                width: 110,
                fixed: 'right' as const,
                render: (_, r) =>
                  canReview && r.status === 1 ? (
                    <LinkButton to={`/SZ/verifyHelpProcess/${r.id}`} type="link" size="small" testId={`verify-progress-${r.id}`}>审核</LinkButton>
                  ) : (
                    <LinkButton to={`/SZ/editHelpProcess/${r.id}`} type="link" size="small" testId={`open-progress-${r.id}`}>{r.status === 2 ? '查看' : '查看/编辑'}</LinkButton>
                  ),
              },
            ]}
          />
        ) : (
          <LoadError what="进展列表" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}

/** 求助变更: change requests; reviewers open the before/after page to pass or return them. */
export function HelpVerifyListPage({ data, route, search }: PageProps) {
  const { query, go, setPage } = useListQuery(route.path, search, values(REVIEW_STATUS));
  const { reviewer } = useRoles();
  const list = pick<Page<IssueRow>>(data, 'issues');
  return (
    <Card title="求助变更" data-testid="issue-list">
      <Space orientation="vertical" size="middle" className="full-width">
        {!reviewer && (
          <Alert type="info" showIcon title="募捐中的求助如需修改标题、说明、截止日期、目标金额或图片，请在求助详情中点击「申请变更」，平台审核通过后生效。" />
        )}
        <FilterBar query={query} onChange={go} statuses={REVIEW_STATUS} keywordPlaceholder="求助标题或变更原因" />
        {list.ok ? (
          <Table<IssueRow>
            rowKey="id"
            data-testid="issue-table"
            dataSource={list.data.list}
            scroll={{ x: reviewer ? 1300 : 1210 }}
            locale={{ emptyText: '暂无变更申请' }}
            pagination={pagination(query, list.data.total, setPage)}
            columns={[
              {
                title: '所属求助',
                dataIndex: 'help_title',
                width: 220,
                ellipsis: true,
                render: (t: string, r) => <Link to={`/SZ/viewHelp/${r.help_id}`}>{t}</Link>,
              },
              { title: '机构', dataIndex: 'org_name', width: 160, ellipsis: true },
              { title: '变更原因', dataIndex: 'reason', width: 220, ellipsis: true },
              { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <ReviewStatusTag status={r.status} label={r.status_label} /> },
              { title: '退回原因', dataIndex: 'return_reason', width: 180, ellipsis: true, render: (v: string | null, r) => (r.status === 3 ? v : '—') },
              { title: '提交时间', dataIndex: 'created_at', width: 170, render: (t: number) => time(t) },
              { title: '审核时间', dataIndex: 'reviewed_at', width: 170, render: (t: number | null) => time(t) },
              ...(reviewer
                ? [
                    {
                      title: '操作',
                      key: 'ops',
                      width: 90,
                      fixed: 'right' as const,
                      render: (_: unknown, r: IssueRow) => (
                        <LinkButton to={`/SZ/helpVerifyChangeDetail/${r.id}`} type="link" size="small" testId={`issue-open-${r.id}`}>{r.status === 1 ? '审核' : '详情'}</LinkButton>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <LoadError what="变更申请" msg={list.msg} />
        )}
      </Space>
    </Card>
  );
}
