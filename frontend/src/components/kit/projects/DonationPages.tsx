// Donations of a project area (/SJ, /SJM): 捐款明细 (every visible donation; one project's),
// 一起捐 (the list of supporters' shares, a share and the donations it brought). The donation
// lists are the kit's DonationList with the channel column and 是/否 票据; 导出 (when the area
// has an export) sends the list's filters to the BFF's streaming export, so the file holds the
// rows the list shows. `donationPages(area)` builds them over the area's calls and paths.
import { Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AppLink } from '../../AppLink';
import { ExportButton } from '../../ExportButton';
import { remoteFilter } from '../../selectors/remoteFilter';
import { DonationList } from '../donations/DonationList';
import type { OrderPage } from '../donations/types';
import { selectParams, type SelectFilter } from '../FilterBar';
import { dateTime, money, orEmpty } from '../format';
import { LinkButton } from '../LinkButton';
import { UrlListPage, routeRows, type Rows, type UrlRows } from '../ListPage';
import { parseListQuery } from '../listQuery';
import { LoadError } from '../LoadError';
import { definePage, type Loaded } from '../page';
import { useTagSubject } from '../useTagSubject';
import { useItem } from '../useItem';
import type { ProjectArea } from './area';
import { DONATE_CHANNEL, DONATE_PAY_STATUS, type ProjectDonation, type ShareDetail, type ShareRow } from './donationApi';
import { DONATE_PARAMS, billText, donateFilters } from './donationQuery';
import type { ProjectForReport } from './reportApi';

const STATUS_VALUES = DONATE_PAY_STATUS.map((s) => String(s.value));

/** The project filter: a search over the caller's visible projects; `rows` name the chosen one on first paint. */
export function projectFilter(area: ProjectArea, search: string, rows: Loaded<Rows<{ project_id: number; project_title: string }>>): SelectFilter {
  const chosen = new URLSearchParams(search).get(DONATE_PARAMS.project);
  const current = rows.ok ? rows.data.list.find((r) => String(r.project_id) === chosen)?.project_title : undefined;
  return remoteFilter({ param: DONATE_PARAMS.project, label: area.noun, search: area.searchProjects, current, width: 240 });
}

/** The project a share or pledge belongs to, linked to its page. */
export const projectColumn = (area: ProjectArea) => ({
  title: `所属${area.noun}`,
  dataIndex: 'project_title',
  width: 220,
  ellipsis: true,
  render: (t: string, r: { project_id: number }) => <AppLink to={area.to.view(r.project_id)}>{t}</AppLink>,
});

/** The donation pages of a project area. */
export function donationPages(area: ProjectArea) {
  const { to, noun } = area;
  const subject = { label: `所属${noun}`, of: (o: ProjectDonation) => o.project_title };
  const channelColumn = {
    title: '捐款渠道',
    dataIndex: 'channel_label',
    width: 130,
    render: (label: string, o: ProjectDonation) =>
      o.share_id ? (
        <AppLink to={to.share(o.share_id)} data-testid={`share-link-${o.id}`}>{label}</AppLink>
      ) : (
        label
      ),
  };

  function ProjectDonations({
    title,
    extra,
    list,
    reload,
    projectId,
    shareId,
    target,
  }: {
    title: ReactNode;
    extra?: ReactNode;
    list: UrlRows<ProjectDonation, OrderPage<ProjectDonation>>;
    reload: () => void;
    /** One project's list (its id), or every project's. */
    projectId?: number;
    /** One share's donations. */
    shareId?: number;
    target?: string | null;
  }) {
    const one = projectId !== undefined || shareId !== undefined;
    const { rows, search } = list;
    const selects: SelectFilter[] = [{ param: DONATE_PARAMS.channel, label: '捐款渠道', choices: area.channels ?? DONATE_CHANNEL }, ...(one ? [] : [projectFilter(area, search, rows)])];
    const query = parseListQuery(search, STATUS_VALUES, 'status', selectParams(selects));
    const filters = { ...donateFilters(query, projectId), ...(shareId !== undefined ? { share_id: shareId } : {}) };
    return (
      <DonationList<ProjectDonation>
        title={title}
        extra={
          <Space>
            {extra}
            {area.exportName && <ExportButton name={area.exportName} filters={filters} label="导出" />}
          </Space>
        }
        list={list}
        reload={reload}
        subject={subject}
        showSubject={!one || shareId !== undefined}
        target={target}
        statuses={DONATE_PAY_STATUS}
        selects={selects}
        moreColumns={[channelColumn]}
        bill={billText}
      />
    );
  }

  /** 捐款明细: every donation the caller may see. */
  const DonateListPage = definePage(['donations'], ({ load, route, search, reload }) => (
    <ProjectDonations title="捐款明细" list={routeRows<ProjectDonation, OrderPage<ProjectDonation>>({ route, search }, load('donations'))} reload={reload} />
  ));

  /** 项目捐款明细: one project's donations, with its target beside the sum. */
  const ProjectDonateListPage = definePage(['project', 'donations'], ({ load, params, route, search, reload }) => {
    const detail = useItem<ProjectForReport, 'project'>(load, 'project', noun);
    if ('view' in detail) return detail.view;
    const p = detail.item;
    return (
      <ProjectDonations
        title={`捐款明细：${p.title}`}
        extra={<LinkButton to={to.view(p.id)}>{`查看${noun}`}</LinkButton>}
        list={routeRows<ProjectDonation, OrderPage<ProjectDonation>>({ route, search }, load('donations'), to.donations(Number(params.id)))}
        reload={reload}
        projectId={p.id}
        target={p.target_amount ?? null}
      />
    );
  });

  /** 分享捐列表 (一起捐): supporters' shares, with what each raised. */
  const ShareDonateListPage = definePage(['shares'], ({ load, route, search }) => {
    const list = routeRows<ShareRow>({ route, search }, load('shares'));
    return (
      <UrlListPage<ShareRow>
        title="一起捐"
        testId="share-list"
        filter={{ keywordPlaceholder: `发起人或${noun}名称`, selects: [projectFilter(area, search, list.rows)] }}
        {...list}
        what="一起捐列表"
        tableTestId="share-table"
        emptyText="暂无一起捐"
        scrollX={1380}
        columns={[
          { title: '发起人', dataIndex: 'launcher_name', width: 130 },
          projectColumn(area),
          { title: '宣言', dataIndex: 'declaration', width: 220, ellipsis: true, render: orEmpty },
          { title: '目标金额', dataIndex: 'target_amount', width: 120, align: 'right', render: money },
          { title: '已筹金额', dataIndex: 'raised_amount', width: 120, align: 'right', render: money, sorter: true },
          { title: '捐款人数', dataIndex: 'donor_count', width: 90, align: 'right' },
          { title: '分享次数', dataIndex: 'share_count', width: 90, align: 'right' },
          { title: '发起时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: true },
          {
            title: '操作',
            key: 'ops',
            width: 90,
            fixed: 'right',
            render: (_: unknown, r: ShareRow) => (
              <LinkButton to={to.share(r.id)} type="link" size="small" testId={`open-share-${r.id}`}>详情</LinkButton>
            ),
          },
        ]}
      />
    );
  });

  /** 分享捐详情: the share and the donations it brought. */
  const ShareDonateDetailPage = definePage(['share', 'donations'], ({ load, params, route, search, reload }) => {
    const detail = load<ShareDetail>('share');
    useTagSubject(detail.ok ? `${detail.data.launcher_name}的一起捐` : null);
    if (!detail.ok) return <LoadError what="一起捐" msg={detail.msg} />;
    const s = detail.data;
    return (
      <Space orientation="vertical" className="full-width" size="middle">
        <Card title={`一起捐：${s.launcher_name}`} extra={<LinkButton to={to.shareList}>返回列表</LinkButton>} data-testid="share-detail">
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="发起人">{s.launcher_name}</Descriptions.Item>
            <Descriptions.Item label={`所属${noun}`}>
              <AppLink to={to.view(s.project.id)}>{s.project.title}</AppLink>
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
        <ProjectDonations title="该一起捐的捐款" list={routeRows<ProjectDonation, OrderPage<ProjectDonation>>({ route, search }, load('donations'), to.share(Number(params.id)))} reload={reload} shareId={s.id} />
      </Space>
    );
  });

  return { DonateListPage, ProjectDonateListPage, ShareDonateListPage, ShareDonateDetailPage };
}
