// One goods item: 义卖商品详情 (good_charity/:id — the item as submitted, with 通过 / 退回 for
// platform reviewers and the owner's steps, from the API's `actions`, and its log) and 义卖详情
// (salesman_detail/:id/:type — `type` 1: the item's orders and sales totals; 2: the lot's bid
// history, current price, close and winner; both with the sums that go to the project).
import { Alert, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { PlainStatistic } from '../../components/kit/PlainStatistic';
import { dealOrdersText } from './dealOrders';
import { useLocation, useNavigate } from 'react-router';
import { ImageGallery, ActionBar, LinkButton, LoadError, UrlListPage, dateTime, definePage, flag, money, orEmpty, useTagSubject, type Loaded, type Rows } from '../../components/kit';
import { BidStatusTag, GoodsStates, OrderStatusTag, spPages } from './common';
import { goodsActions } from './goodsActions';
import { GOODS_KIND } from './labels';
import { nextMinimumBid } from './rules';
import { TimeLeft } from './TimeLeft';
import type { BidList, BidRow, GoodsDetail, OrderRow } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';
import { DetailSide } from './DetailSide';

/** The item's title with its states, for the cards' headers. */
function Heading({ g }: { g: GoodsDetail }) {
  return (
    <Space wrap>
      <span data-testid="goods-title">{g.title}</span>
      <span data-testid="goods-status">
        <GoodsStates g={g} />
      </span>
    </Space>
  );
}

/** What the item sells for: an item's price and stock, a lot's prices and times. */
function Terms({ g, now }: { g: GoodsDetail; now: number }) {
  const item = g.kind === 1;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="goods-terms">
      <Descriptions.Item label="义卖类型">{g.kind_label}</Descriptions.Item>
      <Descriptions.Item label="发布机构">{g.org_name}</Descriptions.Item>
      <Descriptions.Item label="受益项目" span={2}>
        {orEmpty(g.project?.title ?? g.project_title)}
      </Descriptions.Item>
      {item ? (
        <>
          <Descriptions.Item label="售价">{money(g.price)}</Descriptions.Item>
          <Descriptions.Item label="库存">{g.stock}</Descriptions.Item>
          <Descriptions.Item label="规格" span={2}>{g.specs.length > 0 ? g.specs.join('、') : '—'}</Descriptions.Item>
        </>
      ) : (
        <>
          <Descriptions.Item label="起拍价">{money(g.start_price)}</Descriptions.Item>
          <Descriptions.Item label="加价幅度">{money(g.increment)}</Descriptions.Item>
          <Descriptions.Item label="保留价">{Number(g.reserve_price) > 0 ? money(g.reserve_price) : '不设'}</Descriptions.Item>
          <Descriptions.Item label="保证金">{money(g.deposit)}</Descriptions.Item>
          <Descriptions.Item label="开拍时间">{dateTime(g.start_time)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">
            <Space wrap>
              {dateTime(g.close_at || g.end_time)}
              {inState('sale_lot', g.auction_status, '竞拍中', '延时中') && <TimeLeft closeAt={g.close_at} now={now} testId="time-left" />}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="延时周期">{g.extend_seconds > 0 ? `${g.extend_seconds}秒` : '不延时'}</Descriptions.Item>
        </>
      )}
      <Descriptions.Item label="运费">{Number(g.shipping_fee) > 0 ? money(g.shipping_fee) : '包邮'}</Descriptions.Item>
    </Descriptions>
  );
}

function GoodsActions({ g, reload, onSalesPage = false }: { g: GoodsDetail; reload: () => void; onSalesPage?: boolean }) {
  const navigate = useNavigate();
  return (
    <ActionBar actions={g.actions} defs={goodsActions(g, () => navigate(spPages.list))} onDone={reload} testId="goods-actions">
      {g.went_live && !onSalesPage && <LinkButton to={spPages.sales(g)} testId="to-sales">{g.kind === 1 ? '订单与销售' : '出价记录'}</LinkButton>}
    </ActionBar>
  );
}

/** Why the item stands where it does: returned, off the shelf, cancelled, a change waiting. */
function StateNotes({ g }: { g: GoodsDetail }) {
  return (
    <>
      {inState('sale_goods', g.status, '已退回') && g.return_reason && <Alert type="warning" showIcon title="已退回" description={`退回原因：${g.return_reason}`} data-testid="return-reason" />}
      {inState('sale_goods', g.status, '已下架') && (g.cancel_reason || g.off_reason) && <Alert type="warning" showIcon title={g.cancel_reason ? '竞拍已取消' : '已下架'} description={`原因：${g.cancel_reason ?? g.off_reason}`} />}
      {flag(g.has_pending_change) && (
        <Alert
          type="info"
          showIcon
          title="该商品有一条待审核的变更申请，审核通过前仍按原内容展示"
          action={g.pending_change_id ? <LinkButton to={spPages.change(g.pending_change_id)} size="small">查看变更</LinkButton> : undefined}
        />
      )}
    </>
  );
}

export const GoodsReviewPage = definePage(['detail'], ({ load, reload, now }) => {
  const res = load<GoodsDetail>('detail');
  if (!res.ok) return <LoadError what="义卖商品" msg={res.msg} />;
  return <GoodsReview g={res.data} reload={reload} now={now} />;
});

function GoodsReview({ g, reload, now }: { g: GoodsDetail; reload: () => void; now: number }) {
  useTagSubject(g.title);
  const images = [g.cover, ...(g.images ?? [])].filter((u): u is string => !!u);
  return (
    <Row gutter={[16, 16]} data-testid="goods-detail">
      <Col xs={24} xl={15}>
        <Card title={<Heading g={g} />}>
          <Space orientation="vertical" size="middle" className="full-width">
            <ImageGallery images={images} alt={(i) => (i === 0 ? '商品封面' : `商品图片${i}`)} testId="goods-images" />
            <Terms g={g} now={now} />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="goods-description">
              {g.description}
            </Typography.Paragraph>
          </Space>
        </Card>
      </Col>
      <DetailSide title="审核与管理" logs={g.logs ?? []} logsTestId="goods-logs">
        <StateNotes g={g} />
        <GoodsActions g={g} reload={reload} />
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label="创建时间">{dateTime(g.created_at)}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{dateTime(g.submitted_at)}</Descriptions.Item>
          <Descriptions.Item label="上架时间">{dateTime(g.listed_at)}</Descriptions.Item>
          {g.donation_id && (
            <Descriptions.Item label="来源">
              <LinkButton to={spPages.donation(g.donation_id)} type="link" size="small">物品捐赠</LinkButton>
            </Descriptions.Item>
          )}
        </Descriptions>
      </DetailSide>
    </Row>
  );
}

/** What the item has brought in: units sold, the proceeds counted to the project, the project's total. */
function Sums({ g }: { g: GoodsDetail }) {
  return (
    <Row gutter={[16, 8]} data-testid="sales-sums">
      <Col xs={12} md={6}>
        <PlainStatistic title={g.kind === 1 ? '售出件数' : '出价次数'} value={g.kind === 1 ? g.sold_count : g.bid_count} />
      </Col>
      <Col xs={12} md={6}>
        <PlainStatistic title="成交订单" value={dealOrdersText(g.order_count, g.unpaid_order_count)} />
      </Col>
      <Col xs={12} md={6}>
        <PlainStatistic title="计入项目的善款" value={money(g.proceeds_amount)} />
      </Col>
      <Col xs={12} md={6}>
        <PlainStatistic title="项目已筹" value={g.project ? money(g.project.raised_amount) : '—'} />
      </Col>
    </Row>
  );
}

export const SalesDetailPage = definePage(['detail'], ({ load, params, reload, search, now }) => {
  const res = load<GoodsDetail>('detail');
  if (!res.ok) return <LoadError what="义卖商品" msg={res.msg} />;
  const g = res.data;
  const asked = Number(params.type);
  return (
    <Space orientation="vertical" size="middle" className="full-width" data-testid="sales-detail">
      <SalesHeader g={g} reload={reload} now={now} />
      {asked !== g.kind ? (
        <Alert
          type="info"
          showIcon
          title={`该商品为${GOODS_KIND.find((k) => k.value === g.kind)?.label ?? ''}`}
          action={<LinkButton to={spPages.sales(g)} size="small" testId="real-kind">{g.kind === 1 ? '查看订单' : '查看出价记录'}</LinkButton>}
          data-testid="kind-mismatch"
        />
      ) : g.kind === 1 ? (
        <GoodsOrders g={g} rows={load<Rows<OrderRow>>('orders')} search={search} />
      ) : (
        <Bids g={g} bids={load<BidList>('bids')} search={search} />
      )}
    </Space>
  );
}, ['orders', 'bids']);

function SalesHeader({ g, reload, now }: { g: GoodsDetail; reload: () => void; now: number }) {
  useTagSubject(g.title);
  return (
    <Card title={<Heading g={g} />} extra={<LinkButton to={spPages.review(g.id)} testId="to-review">商品详情</LinkButton>}>
      <Space orientation="vertical" size="middle" className="full-width">
        <Sums g={g} />
        <StateNotes g={g} />
        <Terms g={g} now={now} />
        <GoodsActions g={g} reload={reload} onSalesPage />
      </Space>
    </Card>
  );
}

function GoodsOrders({ g, rows, search }: { g: GoodsDetail; rows: Loaded<Rows<OrderRow>>; search: string }) {
  const { pathname } = useLocation();
  return (
    <UrlListPage<OrderRow>
      title="订单"
      testId="goods-orders"
      rows={rows}
      path={pathname}
      search={search}
      tableTestId="goods-order-table"
      emptyText={g.went_live ? '暂无订单' : '商品上架后才会有订单'}
      columns={[
        { title: '订单号', dataIndex: 'order_no', width: 180, render: (v: string, r) => <LinkButton to={spPages.order(r.id)} type="link" size="small">{v}</LinkButton> },
        { title: '购买人', dataIndex: 'buyer_name', width: 100 },
        { title: '规格', dataIndex: 'spec', width: 90, render: orEmpty },
        { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
        { title: '商品金额', dataIndex: 'goods_amount', width: 110, align: 'right', render: money },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <OrderStatusTag status={r.status} label={r.status_label} /> },
        { title: '下单时间', dataIndex: 'created_at', width: 170, render: dateTime },
      ]}
    />
  );
}

function Bids({ g, bids, search }: { g: GoodsDetail; bids: Loaded<BidList>; search: string }) {
  const { pathname } = useLocation();
  if (!bids.ok) return <LoadError what="出价记录" msg={bids.msg} />;
  const b = bids.data;
  const running = inState('sale_lot', b.auction_status, '竞拍中', '延时中');
  const next = nextMinimumBid({ ...g, current_price: b.current_price });
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <Card size="small" title="竞拍">
        <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="auction-now">
          <Descriptions.Item label="当前价">
            <PlainText strong data-testid="current-price">{money(b.current_price)}</PlainText>
          </Descriptions.Item>
          <Descriptions.Item label="竞拍状态">
            <span data-testid="auction-status">{b.auction_status_label || '未上架'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={running ? '下一口最低' : '结束时间'}>{running ? money(next) : dateTime(b.close_at)}</Descriptions.Item>
        </Descriptions>
        {g.winner && (
          <Alert
            type="success"
            showIcon
            title={`成交：${g.winner.bidder_name}，成交价 ${money(g.winner.price)}`}
            action={g.winner.order_id ? <LinkButton to={spPages.order(g.winner.order_id)} size="small" testId="winner-order">得主订单</LinkButton> : undefined}
            data-testid="auction-winner"
          />
        )}
        {inState('sale_lot', b.auction_status, '流拍') && <Alert type="warning" showIcon title="流拍：无人出价或最高出价低于保留价，拍品已下架。" data-testid="auction-unsold" />}
      </Card>
      <UrlListPage<BidRow>
        title="出价记录"
        testId="bid-list"
        rows={{ ok: true, data: b }}
        path={pathname}
        search={search}
        tableTestId="bid-table"
        emptyText="暂无出价"
        columns={[
          { title: '出价人', dataIndex: 'bidder_name', width: 100 },
          { title: '手机号', dataIndex: 'bidder_phone', width: 130 },
          { title: '出价', dataIndex: 'price', width: 110, align: 'right', render: money },
          {
            title: '状态',
            dataIndex: 'status',
            width: 150,
            render: (_, r) => (
              <Space size={4}>
                <BidStatusTag status={r.status} label={r.status_label} />
                {flag(r.extended) && <PlainText type="warning">触发延时</PlainText>}
              </Space>
            ),
          },
          { title: '出价时间', dataIndex: 'created_at', width: 170, render: dateTime },
        ]}
      />
    </Space>
  );
}
