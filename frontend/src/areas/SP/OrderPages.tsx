// One order: 订单信息 (order_detail/:id — the buyer, the goods, the amounts and what goes to the
// project, the delivery, and the owner's 发货 / 完成 / 取消 / 退款 from the API's `actions`) and
// 订单详情 (order_detailed/:id — the same, read only: the page a role-4 user opens by link).
import { Button, Col, Descriptions, Row, Space } from 'antd';
import { useState } from 'react';
import { PreviewImage, ActionBar, ItemCard, LinkButton, LoadError, dateTime, definePage, money, orEmpty, useCall, useTagSubject } from '../../components/kit';
import { lazyWhenOpen } from '../../components/kit/lazyWhenOpen';
import type { ExpressModal as ExpressModalType } from '../../components/kit/ExpressModal';
import { cancelOrder, completeOrder, refundOrder, shipOrder } from './api';
import { OrderStatusTag, spPages } from './common';
import { expressCompanyProblem, expressNoProblem } from './rules';
import type { OrderDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';
import { DetailSide } from './DetailSide';

/** 发货's dialog, fetched when first opened. */
const ExpressModal = lazyWhenOpen<Parameters<typeof ExpressModalType>[0]>(() => import('../../components/kit/ExpressModal').then((m) => m.ExpressModal), (p) => p.open);

function ShipButton({ o, onDone }: { o: OrderDetail; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const { busy, run } = useCall();
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="act-ship">
        发货
      </Button>
      <ExpressModal
        open={open}
        title={`发货：${o.order_no}`}
        okText="确认发货"
        busy={busy !== null}
        companyProblem={expressCompanyProblem}
        numberProblem={expressNoProblem}
        numberHint="5-30位字母或数字"
        onCancel={() => setOpen(false)}
        onSubmit={(v) =>
          void run('ship', () => shipOrder(o.id, v.express_company, v.express_no), '发货成功').then((res) => {
            if (!res) return;
            setOpen(false);
            onDone();
          })
        }
      />
    </>
  );
}

function OrderActions({ o, reload }: { o: OrderDetail; reload: () => void }) {
  return (
    <ActionBar
      actions={o.actions}
      onDone={reload}
      testId="order-actions"
      defs={[
        { kind: 'call', action: 'complete', label: '确认完成', primary: true, testId: 'act-complete', confirm: '确认买家已收货、订单完成？', okText: '完成', call: () => completeOrder(o.id), success: '订单已完成' },
        { kind: 'reason', action: 'cancel', label: '取消订单', danger: true, testId: 'act-cancel', title: '取消订单', reasonLabel: '取消原因', okText: '确认取消', placeholder: '取消后库存恢复', call: (reason) => cancelOrder(o.id, reason), success: '订单已取消' },
        { kind: 'reason', action: 'refund', label: '退款', danger: true, testId: 'act-refund', title: '退款', reasonLabel: '退款原因', okText: '确认退款', placeholder: '退款后该笔善款从受益项目中扣除', call: (reason) => refundOrder(o.id, reason), success: '已退款' },
      ]}
    >
      {o.actions.includes('ship') && <ShipButton o={o} onDone={reload} />}
    </ActionBar>
  );
}

function OrderView({ o, reload, manage }: { o: OrderDetail; reload: () => void; manage: boolean }) {
  useTagSubject(o.order_no);
  const counted = inState('sale_order', o.status, '已付款', '已发货', '已完成');
  return (
    <Row gutter={[16, 16]} data-testid="order-detail">
      <Col xs={24} xl={15}>
        <Space orientation="vertical" size="middle" className="full-width">
          <ItemCard title={`订单 ${o.order_no}`} tag={<OrderStatusTag status={o.status} label={o.status_label} />} tagTestId="order-status" wrap>
            <Space align="start" size="middle">
              {o.goods.cover && <PreviewImage src={o.goods.cover} width={96} height={72} style={{ objectFit: 'cover' }} alt="商品封面" />}
              <div>
                <PlainText strong data-testid="order-goods">{o.goods_title}</PlainText>
                <div>
                  <PlainText type="secondary">{`${o.kind_label}${o.spec ? ` · ${o.spec}` : ''} · ${money(o.price)} × ${o.quantity}`}</PlainText>
                </div>
                {manage && <LinkButton to={spPages.review(o.goods_id)} type="link" size="small">查看商品</LinkButton>}
              </div>
            </Space>
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="order-amounts">
              <Descriptions.Item label="商品金额">{money(o.goods_amount)}</Descriptions.Item>
              <Descriptions.Item label="运费">{money(o.shipping_fee)}</Descriptions.Item>
              <Descriptions.Item label="实付金额">{money(o.amount)}</Descriptions.Item>
              <Descriptions.Item label="计入受益项目">{counted ? money(o.goods_amount) : '—'}</Descriptions.Item>
              <Descriptions.Item label="受益项目" span={2}>{orEmpty(o.project?.title ?? o.project_title)}</Descriptions.Item>
            </Descriptions>
            <Descriptions title="收货信息" bordered size="small" column={{ xs: 1, md: 2 }} data-testid="order-buyer">
              <Descriptions.Item label="购买人">{o.buyer_name}</Descriptions.Item>
              <Descriptions.Item label="手机号">{o.mobile}</Descriptions.Item>
              <Descriptions.Item label="收货地址" span={2}>{o.address ? `${o.region_text ?? ''} ${o.address}`.trim() : inState('sale_order', o.status, '待付款') ? '买家付款时填写' : '—'}</Descriptions.Item>
              <Descriptions.Item label="开票">{o.need_bill ? `需要（${orEmpty(o.bill_title)}）` : '不需要'}</Descriptions.Item>
              <Descriptions.Item label="买家留言">{orEmpty(o.remark)}</Descriptions.Item>
            </Descriptions>
            <Descriptions title="物流" bordered size="small" column={{ xs: 1, md: 2 }} data-testid="order-express">
              <Descriptions.Item label="快递公司">{orEmpty(o.express_company)}</Descriptions.Item>
              <Descriptions.Item label="快递单号">
                <span data-testid="express-no">{orEmpty(o.express_no)}</span>
              </Descriptions.Item>
            </Descriptions>
          </ItemCard>
        </Space>
      </Col>
      <DetailSide title="订单处理" logs={o.logs ?? []} logsTestId="order-logs">
        {manage ? <OrderActions o={o} reload={reload} /> : <PlainText type="secondary">本页仅供查看订单。</PlainText>}
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label="下单时间">{dateTime(o.created_at)}</Descriptions.Item>
          <Descriptions.Item label="付款时间">{dateTime(o.paid_at)}</Descriptions.Item>
          <Descriptions.Item label="发货时间">{dateTime(o.shipped_at)}</Descriptions.Item>
          <Descriptions.Item label="完成时间">{dateTime(o.completed_at)}</Descriptions.Item>
          {inState('sale_order', o.status, '已取消') && <Descriptions.Item label="取消原因">{`${orEmpty(o.cancel_reason)}（${dateTime(o.cancelled_at)}）`}</Descriptions.Item>}
          {inState('sale_order', o.status, '已退款') && <Descriptions.Item label="退款原因">{`${orEmpty(o.refund_reason)}（${dateTime(o.refunded_at)}）`}</Descriptions.Item>}
        </Descriptions>
      </DetailSide>
    </Row>
  );
}

/** 订单信息: the order with the owner's steps. */
export const OrderDetailPage = definePage(['order'], ({ load, reload }) => {
  const res = load<OrderDetail>('order');
  if (!res.ok) return <LoadError what="订单" msg={res.msg} />;
  return <OrderView o={res.data} reload={reload} manage />;
});

/** 订单详情: the order read only (roles 1, 2, 3, 4, 99; role 4 comes by link). */
export const OrderViewPage = definePage(['order'], ({ load, reload }) => {
  const res = load<OrderDetail>('order');
  if (!res.ok) return <LoadError what="订单" msg={res.msg} />;
  return <OrderView o={res.data} reload={reload} manage={false} />;
});
