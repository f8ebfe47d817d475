// Donations of a project area (/SJ, /SJM): 捐款明细 (every visible donation; one project's) and
// 一起捐 (the list of supporters' shares). `donationPages(area)` builds them over the area's calls
// and paths; the share's own page (the share and the donations it brought) is
// ShareDonationPage.tsx, a chunk of its own, so the lists do not carry its Descriptions and
// Typography.
import type { OrderPage } from '../donations/types';
import { dateTime, money, orEmpty } from '../format';
import { LinkButton } from '../LinkButton';
import { UrlListPage, routeRows } from '../ListPage';
import { definePage } from '../page';
import { useItem } from '../useItem';
import type { ProjectArea } from './area';
import type { ProjectDonation, ShareRow } from './donationApi';
import { projectColumn, projectDonations, projectFilter } from './ProjectDonations';
import type { ProjectForReport } from './reportApi';

/** The donation list pages of a project area. */
export function donationPages(area: ProjectArea) {
  const { to, noun } = area;
  const ProjectDonations = projectDonations(area);

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

  return { DonateListPage, ProjectDonateListPage, ShareDonateListPage };
}
