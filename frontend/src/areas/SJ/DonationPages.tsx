// Donations of donation projects: the kit's donation lists over /SJ's calls (donateList,
// donateListProject/:id, shareDonateList; a share's page is ShareDonationPage.tsx) and 月捐
// (monthDonateList, 99 only: monthly pledges, which only donation projects have).
import { StatusTag, UrlListPage, definePage, money, orEmpty, routeRows } from '../../components/kit';
import { donationPages } from '../../components/kit/projects/DonationPages';
import { projectColumn, projectFilter } from '../../components/kit/projects/ProjectDonations';
import { MONTH_STATUS, MONTH_STATUS_COLOR, type MonthPledge } from './monthDonations';
import { SJ_PROJECTS } from './projectArea';

export const { DonateListPage, ProjectDonateListPage, ShareDonateListPage } = donationPages(SJ_PROJECTS);

/** 月捐列表 (99 only): monthly pledges and what they paid so far. */
export const MonthDonateListPage = definePage(['pledges'], ({ load, route, search }) => {
  const list = routeRows<MonthPledge>({ route, search }, load('pledges'));
  return (
    <UrlListPage<MonthPledge>
      title="月捐列表"
      testId="month-list"
      filter={{ statuses: MONTH_STATUS, statusLabel: '月捐状态', keywordPlaceholder: '捐款人或项目名称', selects: [projectFilter(SJ_PROJECTS, search, list.rows)] }}
      {...list}
      tableTestId="month-table"
      emptyText="暂无月捐"
      scrollX={1300}
      columns={[
        { title: '捐款人', dataIndex: 'donor_name', width: 130 },
        projectColumn(SJ_PROJECTS),
        { title: '每月金额', dataIndex: 'amount_per_month', width: 110, align: 'right', render: money, sorter: true },
        { title: '开始日期', dataIndex: 'start_date', width: 120 },
        { title: '已扣款月数', dataIndex: 'months_paid', width: 100, align: 'right' },
        { title: '累计金额', dataIndex: 'paid_total', width: 120, align: 'right', render: money, sorter: true },
        { title: '下次扣款', dataIndex: 'next_charge_date', width: 120, render: orEmpty },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <StatusTag status={r.status} label={r.status_label} colors={MONTH_STATUS_COLOR} /> },
      ]}
    />
  );
});
