// The charity-sale lists, each with its statistics over the same filters (server-rendered):
// 义卖列表 (salesmanlist: goods and lots with price or current bid, stock, sold, proceeds and the
// beneficiary project), 竞拍列表 (biddinglist), 订单列表 (orderlist, with the export of the
// orders) and 物品捐赠 (receive_donation_list). No form code here: each list's chunk stays small.
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { ExportButton } from '../../components/ExportButton';
import { LinkButton, RowActions, UrlListPage, routeRows, WithStats, listBulk, useCan, countOf, dateTime, definePage, flag, money, offers, orEmpty } from '../../components/kit';
import { parseListQuery } from '../../components/kit/listQuery';
import { chipFilters, OWN_FILTER } from '../../components/kit/chipFilters';
import { AuctionStatusTag, DonationStatusTag, GoodsStates, OrderStatusTag, PriceCell, spPages } from './common';
import { AUCTION_STATUS, DONATION_STATUS, GOODS_KIND, GOODS_STATUS, ITEM_TYPE, ORDER_STATUS } from './labels';
import { TimeLeft } from './TimeLeft';
import type { AuctionStatistics, DonationRow, GoodsRow, OrderRow, OrderStatistics, SaleStatistics } from './types';
import { statusColumn } from '../../components/kit/listParts';
import { PlainText } from '../../components/PlainTypography';
import { dealOrdersText } from './dealOrders';
import { bulkGoods } from './api';
import { WORDS } from '../../lib/glossary';
import { inState } from '../../components/kit/states';

const small = { type: 'link' as const, size: 'small' as const };
const ops = <T,>(width: number, render: (r: T) => ReactNode) => ({ title: '操作', key: 'ops', width, fixed: 'right' as const, render: (_: unknown, r: T) => render(r) });
const KIND_FILTER = { param: 'kind', label: '类型', choices: GOODS_KIND, width: 130 };
const KIND_PARAM = { param: 'kind', values: GOODS_KIND.map((k) => String(k.value)) };
const secondary = (text: string) => (
  <div>
    <PlainText type="secondary" style={{ fontSize: 12 }}>{text}</PlainText>
  </div>
);

/** The order list's filters as the export takes them (the same names as the list call). */
function exportFilters(search: string): Record<string, string> {
  const q = parseListQuery(search, ORDER_STATUS.map((s) => String(s.value)), 'status', [KIND_PARAM]);
  const out: Record<string, string> = {};
  for (const k of ['status', 'keyword', 'start_date', 'end_date'] as const) if (q[k]) out[k] = q[k] as string;
  for (const [k, v] of Object.entries(q.extra ?? {})) if (v) out[k] = v;
  return out;
}

/** The sale list exports the orders of its kind (its other filters are the goods', not the orders'). */
function kindOnly(search: string): Record<string, string> {
  const kind = parseListQuery(search, [], 'status', [KIND_PARAM]).extra?.kind;
  return kind ? { kind } : {};
}

const goodsColumns: ColumnsType<GoodsRow> = [
  {
    title: '商品',
    dataIndex: 'title',
    width: 200,
    ellipsis: true,
    render: (_, r) => (
      <div>
        <AppLink to={spPages.review(r.id)} data-testid={`goods-link-${r.id}`}>{r.title}</AppLink>
        {secondary(`${r.kind_label} · ${r.org_name}`)}
      </div>
    ),
  },
  statusColumn<GoodsRow>(
    140,
    (r) => (
      <>
        <GoodsStates g={r} />
        {flag(r.has_pending_change) && <PlainText type="warning">变更中</PlainText>}
      </>
    ),
    true,
  ),
  { title: '售价 / 当前价', key: 'price', width: 110, align: 'right', render: (_, r) => <PriceCell g={r} /> },
  { title: '库存', dataIndex: 'stock', width: 60, align: 'right', render: (v: number, r) => (r.kind === 1 ? v : '—') },
  { title: '已售', dataIndex: 'sold_count', width: 60, align: 'right' },
  { title: '善款', dataIndex: 'proceeds_amount', width: 100, align: 'right', render: money, sorter: true },
  { title: '受益项目', dataIndex: 'project_title', width: 150, ellipsis: true, render: orEmpty },
  ops<GoodsRow>(120, (r) => (
    <RowActions
      actions={r.actions}
      before={
        <>
          {r.went_live && <LinkButton to={spPages.sales(r)} {...small} testId={`sales-${r.id}`}>{r.kind === 1 ? '订单' : '出价'}</LinkButton>}
          <LinkButton to={spPages.review(r.id)} {...small} testId={`review-${r.id}`}>{offers(r.actions, 'pass') ? '审核' : '详情'}</LinkButton>
        </>
      }
      defs={[{ kind: 'link', action: 'edit', label: '编辑', testId: `edit-${r.id}`, to: spPages.edit(r) }]}
    />
  )),
];

/** 义卖列表: the goods and lots the caller may see, with the statistics over the same filters. */
export const SaleListPage = definePage(['goods', 'stats'], ({ load, route, search, reload, params }) => {
  const { review } = useCan('SP');
  return (
    <WithStats
      stats={load<SaleStatistics>('stats')}
      testId="sale-stats"
      items={(s) => [
        ['商品总数', s.goods_count],
        ['待审核', countOf(s.by_status, 1)],
        ['在售', s.listed_count],
        ['已售罄', countOf(s.by_status, 4)],
        ['售出件数', s.sold_count],
        ['成交订单', dealOrdersText(s.order_count, s.unpaid_order_count)],
        ['善款合计', money(s.proceeds_amount)],
      ]}
    >
      <UrlListPage<GoodsRow>
        title="义卖列表"
        testId="sale-list"
        extra={<LinkButton to="/SP/add_charity" type="primary" testId="new-goods">{WORDS.create}义卖商品</LinkButton>}
        intro={
          <Space wrap>
            <ExportButton name="sale" filters={kindOnly(search)} label="导出义卖订单" />
            <PlainText type="secondary">善款为已付款、已发货和已完成订单的商品金额（不含运费），计入受益项目。</PlainText>
          </Space>
        }
        filter={{ statuses: GOODS_STATUS, keywordPlaceholder: '商品名称或受益项目', dates: true, selects: [KIND_FILTER, ...chipFilters(search, [OWN_FILTER])] }}
        {...routeRows<GoodsRow>({ route, search }, load('goods'))}
        what="义卖商品"
        columns={goodsColumns}
        tableTestId="sale-table"
        emptyText="暂无义卖商品"
        bulk={review ? listBulk<GoodsRow>({ route, params, search }, 'goods', { send: bulkGoods, actions: ['pass', 'return'], what: '商品', titleOf: (r) => r.title }) : undefined}
        reload={reload}
      />
    </WithStats>
  );
});

const lotColumns = (now: number): ColumnsType<GoodsRow> => [
  {
    title: '拍品',
    dataIndex: 'title',
    width: 200,
    ellipsis: true,
    render: (_, r) => (
      <div>
        <AppLink to={spPages.sales(r)} data-testid={`lot-link-${r.id}`}>{r.title}</AppLink>
        {secondary(r.org_name)}
      </div>
    ),
  },
  { title: '竞拍状态', dataIndex: 'auction_status', width: 90, render: (_, r) => <AuctionStatusTag status={r.auction_status} label={r.auction_status_label} /> },
  { title: '当前价', dataIndex: 'current_price', width: 100, align: 'right', render: money },
  { title: '出价次数', dataIndex: 'bid_count', width: 80, align: 'right' },
  {
    title: '竞拍时间',
    // Sorted by the start (the platform's `sort=start_time`); the close shows below it.
    dataIndex: 'start_time',
    width: 180,
    sorter: true,
    render: (_: number, r) => (
      <div>
        {`${dateTime(r.start_time)} 起`}
        {secondary(`${dateTime(r.close_at)} 止`)}
        {inState('sale_lot', r.auction_status, '竞拍中', '延时中') && (
          <div>
            <TimeLeft closeAt={r.close_at} now={now} />
          </div>
        )}
      </div>
    ),
  },
  { title: '得主', dataIndex: 'winner_name', width: 80, render: orEmpty },
  { title: '受益项目', dataIndex: 'project_title', width: 140, ellipsis: true, render: orEmpty },
  ops<GoodsRow>(80, (r) => <LinkButton to={spPages.sales(r)} {...small} testId={`bids-${r.id}`}>出价记录</LinkButton>),
];

/** 竞拍列表: listed and closed lots with their current price, and the auction statistics. */
export const AuctionListPage = definePage(['lots', 'stats'], ({ load, route, search, now }) => (
  <WithStats
    stats={load<AuctionStatistics>('stats')}
    testId="auction-stats"
    items={(s) => [
      ['拍品总数', s.lot_count],
      ['竞拍中', countOf(s.by_auction_status, 1) + countOf(s.by_auction_status, 2)],
      ['出价次数', s.bid_count],
      ['出价人数', s.bidder_count],
      ['已成交', s.deal_count],
      ['成交金额', money(s.deal_amount)],
      ['流拍', s.unsold_count],
    ]}
  >
    <UrlListPage<GoodsRow>
      title="竞拍列表"
      testId="auction-list"
      intro={<PlainText type="secondary">已上架的拍品按开拍时间排列；结束时间含防狙击延时。成交后系统为得主生成待付款订单。</PlainText>}
      filter={{ statuses: AUCTION_STATUS, statusLabel: '竞拍状态', keywordPlaceholder: '拍品名称或受益项目', dates: true }}
      {...routeRows<GoodsRow>({ route, search }, load('lots'))}
      what="拍品"
      columns={lotColumns(now)}
      tableTestId="auction-table"
      emptyText="暂无拍品"
    />
  </WithStats>
));

const orderColumns = (): ColumnsType<OrderRow> => [
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 170,
    render: (v: string, r) => (
      <div>
        <AppLink to={spPages.order(r.id)} data-testid={`order-link-${r.id}`}>{v}</AppLink>
        {secondary(dateTime(r.created_at))}
      </div>
    ),
  },
  {
    title: '商品',
    dataIndex: 'goods_title',
    width: 170,
    ellipsis: true,
    render: (v: string, r) => (
      <div>
        {v}
        {secondary(`${r.kind_label}${r.spec ? ` · ${r.spec}` : ''} × ${r.quantity}`)}
      </div>
    ),
  },
  { title: '购买人', dataIndex: 'buyer_name', width: 80 },
  { title: '实付金额', dataIndex: 'amount', width: 100, align: 'right', render: money, sorter: true },
  { title: '状态', dataIndex: 'status', width: 80, render: (_, r) => <OrderStatusTag status={r.status} label={r.status_label} /> },
  { title: '物流', key: 'express', width: 150, ellipsis: true, render: (_, r) => (r.express_no ? `${r.express_company ?? ''} ${r.express_no}` : '—') },
  { title: '受益项目', dataIndex: 'project_title', width: 140, ellipsis: true, render: orEmpty },
  ops<OrderRow>(70, (r) => <LinkButton to={spPages.order(r.id)} {...small} testId={`order-open-${r.id}`}>{offers(r.actions, 'ship') ? '发货' : '详情'}</LinkButton>),
];

/** 订单列表: the orders of the caller's goods (staff: every organisation's), their sums, and the export. */
export const OrderListPage = definePage(['orders', 'stats'], ({ load, route, search }) => (
  <WithStats
    stats={load<OrderStatistics>('stats')}
    testId="order-stats"
    items={(s) => [
      ['订单数', s.order_count],
      ['待发货', countOf(s.by_status, 1)],
      ['已发货', countOf(s.by_status, 2)],
      ['售出件数', s.quantity],
      ['实收金额', money(s.paid_amount)],
      ['计入项目', money(s.goods_amount)],
      ['已退款', money(s.refunded_amount)],
    ]}
  >
    <UrlListPage<OrderRow>
      title="订单列表"
      testId="order-list"
      intro={
        <Space wrap>
          <ExportButton name="sale" filters={exportFilters(search)} label="导出订单" />
          <PlainText type="secondary">导出为当前筛选下的全部订单。已付款订单的商品金额计入受益项目，运费不计入。</PlainText>
        </Space>
      }
      filter={{ statuses: ORDER_STATUS, keywordPlaceholder: '订单号、购买人或商品名称', dates: true, selects: [KIND_FILTER] }}
      {...routeRows<OrderRow>({ route, search }, load('orders'))}
      what="订单"
      columns={orderColumns()}
      tableTestId="order-table"
      emptyText="暂无订单"
    />
  </WithStats>
));

/** 物品捐赠: goods the public sent to the organisation, to receive, check and list for sale. */
export const DonationListPage = definePage(['donations'], ({ load, route, search }) => (
  <UrlListPage<DonationRow>
    title="物品捐赠"
    testId="donation-list"
    intro={<PlainText type="secondary">公众寄来的捐赠物品：到货后确认到货，核对合格后可发布为义卖商品，不合格的退回捐赠人。</PlainText>}
    filter={{ statuses: DONATION_STATUS, keywordPlaceholder: '捐赠人、物品名称或快递单号', dates: true, selects: [{ param: 'item_type', label: '物品类别', choices: ITEM_TYPE, width: 130 }] }}
    {...routeRows<DonationRow>({ route, search }, load('donations'))}
    what="捐赠物品"
    tableTestId="donation-table"
    emptyText="暂无捐赠物品"
    columns={[
      {
        title: '物品',
        dataIndex: 'item_name',
        width: 200,
        ellipsis: true,
        render: (v: string, r) => (
          <div>
            <AppLink to={spPages.donation(r.id)} data-testid={`donation-link-${r.id}`}>{v}</AppLink>
            {secondary(`${r.item_type_label} × ${r.quantity}`)}
          </div>
        ),
      },
      { title: '捐赠人', dataIndex: 'donor_name', width: 100 },
      { title: '快递', key: 'express', width: 180, ellipsis: true, render: (_, r) => `${r.express_company} ${r.express_no}` },
      { title: '状态', dataIndex: 'status', width: 100, render: (_, r) => <DonationStatusTag status={r.status} label={r.status_label} /> },
      { title: '寄出时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: true },
      { title: '义卖商品', dataIndex: 'goods_id', width: 90, render: (v: number | null) => (v ? <AppLink to={spPages.review(v)}>查看</AppLink> : '—') },
      ops<DonationRow>(80, (r) => <LinkButton to={spPages.donation(r.id)} {...small} testId={`donation-open-${r.id}`}>{offers(r.actions, 'arrive', 'check', 'reject') ? '处理' : '详情'}</LinkButton>),
    ]}
  />
));
