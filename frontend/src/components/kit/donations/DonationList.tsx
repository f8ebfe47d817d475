// An area's donation orders: the list page with the paid sum over the whole filter, sorted by
// amount or payment time on the platform (the whole list, not the page on screen), each order's
// detail in a drawer, and (for the organisation the orders belong to) the bill status.
import { Button, Space, Statistic } from 'antd';
import { PlainStatistic } from '../PlainStatistic';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import type { Choice, SelectFilter } from '../FilterBar';
import { dateTime, money } from '../format';
import { UrlListPage, type UrlRows } from '../ListPage';
import { StatusTag } from '../StatusTag';
import { lazyWhenOpen } from '../lazyWhenOpen';
import { BillButton, type DonationCalls, type Subject } from './BillButton';
import type { OrderDrawer as OrderDrawerType } from './OrderDrawer';
import { PAY_STATUS, PAY_STATUS_COLOR, flag, type Order, type OrderPage, type OrderRow } from './types';
import { RowSpace } from '../RowSpace';

/** The order drawer (antd's Drawer and Descriptions): fetched when an order is first opened. */
const OrderDrawer = lazyWhenOpen<Parameters<typeof OrderDrawerType<Order>>[0]>(
  () => import('./OrderDrawer').then((m) => m.OrderDrawer<Order>),
  (p) => p.id !== null,
) as typeof OrderDrawerType;

export function DonationList<O extends OrderRow>({
  title,
  extra,
  list,
  reload,
  calls,
  subject,
  showSubject = false,
  target,
  canWrite = false,
  statuses = PAY_STATUS,
  selects,
  moreColumns = [],
  bill,
}: {
  title: ReactNode;
  extra?: ReactNode;
  list: UrlRows<O, OrderPage<O>>;
  reload: () => void;
  /** The detail and bill calls; without them (an area whose orders have neither) no 操作 column. */
  calls?: DonationCalls<O & Order>;
  subject: Subject<O>;
  /** A subject column (the list of every subject) or not (one subject's list, the default). */
  showSubject?: boolean;
  /** The subject's target amount, shown beside the sum on one subject's list. */
  target?: string | null;
  /** Whether the caller may act on the orders (bills); read-only by default. */
  canWrite?: boolean;
  /** The pay statuses the filter offers (an area without unpaid orders leaves 待支付 out; none: the page's path chooses it). */
  statuses?: Choice[];
  /** Further filters (a channel, a project). */
  selects?: SelectFilter[];
  /** Columns after the amount that only some areas have (channel, share). */
  moreColumns?: ColumnsType<O>;
  /** The 票据 cell, when an area's orders say it differently (是/否 with the invoice title). */
  bill?: (o: O) => ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const { rows } = list;
  // An area that gives the calls answers Orders (details and bills): its rows are `O & Order`.
  const opsColumn: ColumnsType<O> = calls
    ? [
        {
          title: '操作',
          key: 'ops',
          width: 140,
          fixed: 'right',
          render: (_, o) => (
            <RowSpace gap={0}>
              <Button type="link" size="small" onClick={() => setOpen(o.id)} data-testid={`order-open-${o.id}`}>
                详情
              </Button>
              {canWrite && <BillButton order={o as O & Order} setBill={calls.setBill} onDone={reload} />}
            </RowSpace>
          ),
        },
      ]
    : [];
  return (
    <>
      <UrlListPage<O>
        title={title}
        testId="donate-list"
        extra={extra}
        filter={{ statuses: statuses.length > 0 ? statuses : undefined, statusLabel: '支付状态', keywordPlaceholder: '捐款人或订单号', dates: true, selects }}
        filters={
          rows.ok && (
              <Space size="large" wrap>
                <Statistic title="已支付金额合计（按当前筛选）" value={rows.data.sum_amount} precision={2} prefix="¥" data-testid="donate-sum" />
                <PlainStatistic title="订单数" value={rows.data.total} />
                {target !== undefined && <Statistic title="目标金额" value={Number(target ?? 0)} precision={2} prefix="¥" />}
              </Space>
          )
        }
        {...list}
        what="捐款明细"
        tableTestId="order-table"
        emptyText="暂无捐款"
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 160 },
          ...(showSubject ? [{ title: subject.label, key: 'subject', ellipsis: true, render: (_: unknown, o: O) => subject.of(o) }] : []),
          { title: '捐款人', dataIndex: 'donor_name', width: 100, ellipsis: true },
          { title: '金额', dataIndex: 'amount', width: 100, align: 'right', render: money, sorter: true },
          ...moreColumns,
          { title: '支付方式', dataIndex: 'pay_method_label', width: 80 },
          { title: '支付状态', dataIndex: 'pay_status', width: 90, render: (_, o) => <StatusTag status={o.pay_status} label={o.pay_status_label} colors={PAY_STATUS_COLOR} /> },
          // An area's own 票据 cell may name the invoice title: wider, cut with an ellipsis.
          { title: '票据', dataIndex: 'bill_status', width: bill ? 200 : 90, ellipsis: bill !== undefined, render: (_, o) => (bill ? bill(o) : flag(o.need_bill) ? (o as O & Order).bill_status_label : '无需开票') },
          { title: '支付时间', dataIndex: 'paid_at', width: 160, render: dateTime, sorter: true },
          ...(calls ? opsColumn : []),
        ]}
      />
      {calls && (
        <OrderDrawer<O & Order>
          id={open}
          canWrite={canWrite}
          calls={calls}
          subject={subject}
          onClose={(changed) => {
            setOpen(null);
            if (changed) reload();
          }}
        />
      )}
    </>
  );
}
