// 捐款明细 (helpDonateList: every visible case) and 求助捐款明细 (helpDonateListHelp/:id: one
// case), on the kit's DonationList.
import { Space } from 'antd';
import { DonationList } from '../../components/kit/donations/DonationList';
import { LinkButton, definePage, routeRows, useCan, useItem } from '../../components/kit';
import { billDetail, setBillStatus } from './api';
import { CaseStatusTag } from './common';
import type { CaseDetail, Order, OrderPage } from './types';

const calls = { detail: billDetail, setBill: setBillStatus };
const subject = { label: '所属求助', of: (o: Order) => o.help_title };

export const DonateListPage = definePage(['orders'], ({ load, route, search, reload }) => {
  const { review } = useCan('SZ');
  // Bill status is the case's organisation's to change: reviewers see every organisation's orders.
  return (
    <DonationList<Order> title="捐款明细" list={routeRows<Order, OrderPage>({ route, search }, load('orders'))} reload={reload} calls={calls} subject={subject} showSubject canWrite={!review} />
  );
});

export const CaseDonateListPage = definePage(['detail', 'orders'], ({ load, params, route, search, reload }) => {
  const { orgId } = useCan('SZ');
  const detail = useItem<CaseDetail, 'detail'>(load, 'detail', '求助');
  if ('view' in detail) return detail.view;
  const help = detail.item;
  return (
    <DonationList<Order>
      title={`捐款明细：${help.title}`}
      extra={
        <Space>
          <CaseStatusTag status={help.status} label={help.status_label} />
          <LinkButton to={`/SZ/viewHelp/${help.id}`}>查看求助</LinkButton>
        </Space>
      }
      list={routeRows<Order, OrderPage>({ route, search }, load('orders'), `/SZ/helpDonateListHelp/${params.id}`)}
      reload={reload}
      calls={calls}
      subject={subject}
      showSubject={false}
      target={help.target_amount ?? null}
      canWrite={help.org_id === orgId}
    />
  );
});
