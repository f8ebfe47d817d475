// Donations of donation projects: 捐款明细 (donateList: every visible donation; donateListProject/:id:
// one project's), 一起捐 (shareDonateList, shareDonateDetail/:id: a supporter's share and the
// donations it brought) and 月捐 (monthDonateList, 99 only: monthly pledges). The donation lists
// are the kit's DonationList with the channel column and 是/否 票据; 导出 sends the list's filters
// to the BFF's streaming export, so the file holds the rows the list shows.
import { Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExportButton } from '../../components/ExportButton';
import {
  LinkButton,
  LoadError,
  StatusTag,
  UrlListPage,
  byAmount,
  byTime,
  dateTime,
  definePage,
  money,
  orEmpty,
  useTagSubject,
  type Loaded,
  type Rows,
} from '../../components/kit';
import { DonationList } from '../../components/kit/donations/DonationList';
import type { OrderPage } from '../../components/kit/donations/types';
import { selectParams, type SelectFilter } from '../../components/kit/FilterBar';
import { parseListQuery } from '../../components/kit/listQuery';
import { DONATE_CHANNEL, DONATE_PAY_STATUS, MONTH_STATUS, MONTH_STATUS_COLOR, searchProjects, type MonthPledge, type ProjectDonation, type ShareDetail, type ShareRow } from './donationApi';
import { DONATE_PARAMS, billText, donateFilters } from './donationQuery';
import type { ProjectForReport } from '../../components/kit/projects/reportApi';

const subject = { label: '所属项目', of: (o: ProjectDonation) => o.project_title };
const STATUS_VALUES = DONATE_PAY_STATUS.map((s) => String(s.value));

/** The project filter: a search over the caller's visible projects; `rows` name the chosen one on first paint. */
function projectFilter(search: string, rows: Loaded<Rows<{ project_id: number; project_title: string }>>): SelectFilter {
  const chosen = new URLSearchParams(search).get(DONATE_PARAMS.project);
  const current = rows.ok ? rows.data.list.find((r) => String(r.project_id) === chosen)?.project_title : undefined;
  return { param: DONATE_PARAMS.project, label: '项目', search: searchProjects, current, width: 240 };
}

/** The project a share or pledge belongs to, linked to its page. */
const projectColumn = {
  title: '所属项目',
  dataIndex: 'project_title',
  width: 220,
  ellipsis: true,
  render: (t: string, r: { project_id: number }) => <Link to={`/SJ/viewProject/${r.project_id}`}>{t}</Link>,
};

const channelColumn = {
  title: '捐款渠道',
  dataIndex: 'channel_label',
  width: 130,
  render: (label: string, o: ProjectDonation) =>
    o.share_id ? (
      <Link to={`/SJ/shareDonateDetail/${o.share_id}`} data-testid={`share-link-${o.id}`}>{label}</Link>
    ) : (
      label
    ),
};

function ProjectDonations({
  title,
  extra,
  rows,
  path,
  search,
  reload,
  projectId,
  shareId,
  target,
}: {
  title: ReactNode;
  extra?: ReactNode;
  rows: Loaded<OrderPage<ProjectDonation>>;
  path: string;
  search: string;
  reload: () => void;
  /** One project's list (its id), or every project's. */
  projectId?: number;
  /** One share's donations. */
  shareId?: number;
  target?: string | null;
}) {
  const one = projectId !== undefined || shareId !== undefined;
  const selects: SelectFilter[] = [{ param: DONATE_PARAMS.channel, label: '捐款渠道', choices: DONATE_CHANNEL }, ...(one ? [] : [projectFilter(search, rows)])];
  const query = parseListQuery(search, STATUS_VALUES, 'status', selectParams(selects));
  const filters = { ...donateFilters(query, projectId), ...(shareId !== undefined ? { share_id: shareId } : {}) };
  return (
    <DonationList<ProjectDonation>
      title={title}
      extra={
        <Space>
          {extra}
          <ExportButton name="project_donate" filters={filters} label="导出" />
        </Space>
      }
      rows={rows}
      path={path}
      search={search}
      reload={reload}
      subject={subject}
      showSubject={!one || shareId !== undefined}
      target={target}
      canWrite={false}
      statuses={DONATE_PAY_STATUS}
      selects={selects}
      moreColumns={[channelColumn]}
      bill={billText}
    />
  );
}

/** 捐款明细: every donation the caller may see. */
export const DonateListPage = definePage(['donations'], ({ load, route, search, reload }) => (
  <ProjectDonations title="捐款明细" rows={load<OrderPage<ProjectDonation>>('donations')} path={route.path} search={search} reload={reload} />
));

/** 项目捐款明细: one project's donations, with its target beside the sum. */
export const ProjectDonateListPage = definePage(['project', 'donations'], ({ load, params, search, reload }) => {
  const detail = load<ProjectForReport>('project');
  useTagSubject(detail.ok ? detail.data.title : null);
  if (!detail.ok) return <LoadError what="项目" msg={detail.msg} />;
  const p = detail.data;
  return (
    <ProjectDonations
      title={`捐款明细：${p.title}`}
      extra={<LinkButton to={`/SJ/viewProject/${p.id}`}>查看项目</LinkButton>}
      rows={load<OrderPage<ProjectDonation>>('donations')}
      path={`/SJ/donateListProject/${params.id}`}
      search={search}
      reload={reload}
      projectId={p.id}
      target={p.target_amount ?? null}
    />
  );
});

/** 分享捐列表 (一起捐): supporters' shares, with what each raised. */
export const ShareDonateListPage = definePage(['shares'], ({ load, route, search }) => {
  const rows = load<Rows<ShareRow>>('shares');
  return (
    <UrlListPage<ShareRow>
      title="一起捐"
      testId="share-list"
      filter={{ keywordPlaceholder: '发起人或项目名称', selects: [projectFilter(search, rows)] }}
      rows={rows}
      what="一起捐列表"
      path={route.path}
      search={search}
      tableTestId="share-table"
      emptyText="暂无一起捐"
      scrollX={1380}
      columns={[
        { title: '发起人', dataIndex: 'launcher_name', width: 130 },
        projectColumn,
        { title: '宣言', dataIndex: 'declaration', width: 220, ellipsis: true, render: orEmpty },
        { title: '目标金额', dataIndex: 'target_amount', width: 120, align: 'right', render: money },
        { title: '已筹金额', dataIndex: 'raised_amount', width: 120, align: 'right', render: money, sorter: byAmount((r: ShareRow) => r.raised_amount) },
        { title: '捐款人数', dataIndex: 'donor_count', width: 90, align: 'right' },
        { title: '分享次数', dataIndex: 'share_count', width: 90, align: 'right' },
        { title: '发起时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: byTime((r: ShareRow) => r.created_at) },
        {
          title: '操作',
          key: 'ops',
          width: 90,
          fixed: 'right',
          render: (_: unknown, r: ShareRow) => (
            <LinkButton to={`/SJ/shareDonateDetail/${r.id}`} type="link" size="small" testId={`open-share-${r.id}`}>详情</LinkButton>
          ),
        },
      ]}
    />
  );
});

/** 分享捐详情: the share and the donations it brought. */
export const ShareDonateDetailPage = definePage(['share', 'donations'], ({ load, params, search, reload }) => {
  const detail = load<ShareDetail>('share');
  useTagSubject(detail.ok ? `${detail.data.launcher_name}的一起捐` : null);
  if (!detail.ok) return <LoadError what="一起捐" msg={detail.msg} />;
  const s = detail.data;
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      <Card title={`一起捐：${s.launcher_name}`} extra={<LinkButton to="/SJ/shareDonateList">返回列表</LinkButton>} data-testid="share-detail">
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="发起人">{s.launcher_name}</Descriptions.Item>
          <Descriptions.Item label="所属项目">
            <Link to={`/SJ/viewProject/${s.project.id}`}>{s.project.title}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="发起时间">{dateTime(s.created_at)}</Descriptions.Item>
          <Descriptions.Item label="目标金额">{money(s.target_amount)}</Descriptions.Item>
          <Descriptions.Item label="已筹金额">
            <span data-testid="share-raised">{money(s.raised_amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="捐款人数 / 分享次数">
            {s.donor_count} 人 / {s.share_count} 次
          </Descriptions.Item>
          <Descriptions.Item label="宣言" span={3}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{orEmpty(s.declaration)}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ProjectDonations title="该一起捐的捐款" rows={load<OrderPage<ProjectDonation>>('donations')} path={`/SJ/shareDonateDetail/${params.id}`} search={search} reload={reload} shareId={s.id} />
    </Space>
  );
});

/** 月捐列表 (99 only): monthly pledges and what they paid so far. */
export const MonthDonateListPage = definePage(['pledges'], ({ load, route, search }) => {
  const rows = load<Rows<MonthPledge>>('pledges');
  return (
    <UrlListPage<MonthPledge>
      title="月捐列表"
      testId="month-list"
      filter={{ statuses: MONTH_STATUS, statusLabel: '月捐状态', keywordPlaceholder: '捐款人或项目名称', selects: [projectFilter(search, rows)] }}
      rows={rows}
      what="月捐列表"
      path={route.path}
      search={search}
      tableTestId="month-table"
      emptyText="暂无月捐"
      scrollX={1300}
      columns={[
        { title: '捐款人', dataIndex: 'donor_name', width: 130 },
        projectColumn,
        { title: '每月金额', dataIndex: 'amount_per_month', width: 110, align: 'right', render: money, sorter: byAmount((r: MonthPledge) => r.amount_per_month) },
        { title: '开始日期', dataIndex: 'start_date', width: 120 },
        { title: '已扣款月数', dataIndex: 'months_paid', width: 100, align: 'right' },
        { title: '累计金额', dataIndex: 'paid_total', width: 120, align: 'right', render: money, sorter: byAmount((r: MonthPledge) => r.paid_total) },
        { title: '下次扣款', dataIndex: 'next_charge_date', width: 120, render: orEmpty },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <StatusTag status={r.status} label={r.status_label} colors={MONTH_STATUS_COLOR} /> },
      ]}
    />
  );
});
