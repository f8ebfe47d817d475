// 捐款明细 (donation_list): donations through the caller's visible activities to their linked
// donation projects, with the paid sum over the filter, 需要票据 是/否 with the invoice title and
// the activity's region. 捐赠详情 (donation_detail/:id/:type_id): one activity's donations
// (`type_id`: 0 all, 1 已支付, 2 已退款) with its fundraising progress.
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { LinkButton, LoadError, definePage, orEmpty, routeRows, useTagSubject } from '../../components/kit';
import { DonationList } from '../../components/kit/donations/DonationList';
import type { OrderPage } from '../../components/kit/donations/types';
import { NEED_BILL_FILTER, billLabel } from '../../components/kit/donations/needBill';
import { remoteFilter } from '../../components/selectors/remoteFilter';
import { searchActivities } from './api';
import { activityPages } from './common';
import { FundraisingCard } from './FundraisingCard';
import { DONATION_STATUS } from './labels';
import type { DonationRow, Fundraising } from './types';
import { WORDS } from '../../lib/glossary';

const subject = { label: '活动', of: (o: DonationRow) => o.activity_title };

const columns = (withActivity: boolean): ColumnsType<DonationRow> => [
  ...(withActivity
    ? [{ title: '活动', dataIndex: 'activity_title', width: 180, ellipsis: true, render: (t: string, o: DonationRow) => <AppLink to={activityPages.donations(o.activity_id)}>{t}</AppLink> }]
    : []),
  { title: '募捐项目', dataIndex: 'project_title', width: 160, ellipsis: true },
  { title: '地区', dataIndex: 'region_text', width: 140, ellipsis: true, render: orEmpty },
];

export const DonationListPage = definePage(['donations'], ({ load, route, search, reload }) => (
  <DonationList<DonationRow>
    title={WORDS.donations}
    list={routeRows<DonationRow, OrderPage<DonationRow>>({ route, search }, load('donations'))}
    reload={reload}
    subject={subject}
    statuses={DONATION_STATUS}
    selects={[NEED_BILL_FILTER, remoteFilter({ param: 'activity_id', label: '活动', search: searchActivities })]}
    moreColumns={columns(true)}
    bill={billLabel}
  />
));

export const ActivityDonationsPage = definePage(['donations', 'fundraising'], ({ load, params, route, search, reload }) => {
  const f = load<Fundraising>('fundraising');
  const id = Number(params.id);
  useTagSubject(f.ok ? (f.data.project?.title ?? null) : null);
  // The pay status is the path's `type_id`: the status filter's choices are the path's links.
  const path = route.path.replace(':id', params.id).replace(':type_id', params.type_id);
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      {f.ok ? <FundraisingCard f={f.data} /> : <LoadError what="募捐情况" msg={f.msg} />}
      <Space wrap>
        {([0, 1, 2] as const).map((t) => (
          <LinkButton key={t} to={activityPages.donations(id, t)} type={String(t) === params.type_id ? 'primary' : 'default'} size="small" testId={`pay-status-${t}`}>
            {t === 0 ? '全部' : DONATION_STATUS[t - 1].label}
          </LinkButton>
        ))}
        <LinkButton to={`/SX/activedetail/${id}/${f.ok ? f.data.kind : 2}`} size="small">查看活动</LinkButton>
      </Space>
      <DonationList<DonationRow>
        title="活动捐赠明细"
        list={routeRows<DonationRow, OrderPage<DonationRow>>({ route, search }, load('donations'), path)}
        reload={reload}
        subject={subject}
        statuses={[]}
        selects={[NEED_BILL_FILTER]}
        moreColumns={columns(false)}
        bill={billLabel}
      />
    </Space>
  );
});
