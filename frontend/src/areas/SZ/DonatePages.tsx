// 捐款明细 (helpDonateList: every visible case) and 求助捐款明细 (helpDonateListHelp/:id: one
// case). Filters in the URL, the sum of paid orders over the whole filter, an order's detail
// (bill_detail) in a drawer, and the bill status moved forward one step (order_status).
import { Alert, Button, Card, Descriptions, Drawer, Popconfirm, Space, Spin, Statistic, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { PageProps } from '../../pages/types';
import { pick } from '../base/envelope';
import { billDetail, setBillStatus } from './api';
import { CaseStatusTag, FilterBar, LinkButton, LoadError, pagination, time, useCall, useListQuery, useRoles, yuan } from './common';
import { BILL_NEXT, PAY_STATUS, PAY_STATUS_COLOR, flag } from './labels';
import type { CaseDetail, Order, OrderDetail, OrderPage } from './types';

const PAY_VALUES = PAY_STATUS.map((s) => String(s.value));

function BillButton({ order, onDone }: { order: Order; onDone: () => void }) {
  const { busy, run } = useCall();
  const next = BILL_NEXT[order.bill_status];
  if (!flag(order.need_bill) || order.pay_status !== 1 || !next) return null;
  return (
    <Popconfirm
      title={`确定将票据状态更新为「${next.to === 1 ? '已开票' : '已寄出'}」？`}
      okText="确定"
      cancelText="取消"
      onConfirm={async () => {
        if (await run('bill', () => setBillStatus(order.id, next.to), '票据状态已更新')) onDone();
      }}
    >
      <Button type="link" size="small" loading={busy === 'bill'} data-testid={`bill-next-${order.id}`}>
        {next.label}
      </Button>
    </Popconfirm>
  );
}

function OrderDrawer({ id, onClose, canWrite }: { id: number | null; onClose: (changed: boolean) => void; canWrite: boolean }) {
  const [state, setState] = useState<{ id: number; order: OrderDetail | null; error: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [changed, setChanged] = useState(false);
  const load = useCallback(async (orderId: number) => {
    setLoading(true);
    try {
      const res = await billDetail(orderId);
      setState({ id: orderId, order: res.code === 200 && res.data ? res.data : null, error: res.code === 200 ? null : res.msg || '订单加载失败' });
    } catch {
      setState({ id: orderId, order: null, error: '订单加载失败' });
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    if (id !== null) {
      setChanged(false);
      void load(id);
    }
  }, [id, load]);
  const o = state && state.id === id ? state.order : null;
  return (
    <Drawer open={id !== null} onClose={() => onClose(changed)} title="捐款详情" size={520} destroyOnHidden data-testid="order-drawer">
      {loading || !state ? (
        <Spin />
      ) : state.error ? (
        <Alert type="error" showIcon title={state.error} />
      ) : o ? (
        <Space orientation="vertical" size="middle" className="full-width">
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="订单号">{o.order_no}</Descriptions.Item>
            <Descriptions.Item label="所属求助">{o.help_title}</Descriptions.Item>
            <Descriptions.Item label="捐款人">{o.donor_name}</Descriptions.Item>
            <Descriptions.Item label="金额">{yuan(o.amount)}</Descriptions.Item>
            <Descriptions.Item label="支付方式">{o.pay_method_label}</Descriptions.Item>
            <Descriptions.Item label="支付状态">
              <Tag color={PAY_STATUS_COLOR[o.pay_status]}>{o.pay_status_label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="支付时间">{time(o.paid_at)}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{time(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label="留言">{o.message || '—'}</Descriptions.Item>
            <Descriptions.Item label="票据">{flag(o.need_bill) ? o.bill_status_label : '无需开票'}</Descriptions.Item>
          </Descriptions>
          {o.bill && (
            <Descriptions bordered size="small" column={1} title="开票信息">
              <Descriptions.Item label="抬头">{o.bill.title}</Descriptions.Item>
              <Descriptions.Item label="税号">{o.bill.tax_no || '—'}</Descriptions.Item>
              <Descriptions.Item label="收件人">{o.bill.receiver}</Descriptions.Item>
              <Descriptions.Item label="电话">{o.bill.phone}</Descriptions.Item>
              <Descriptions.Item label="地址">{o.bill.address}</Descriptions.Item>
              <Descriptions.Item label="邮箱">{o.bill.email || '—'}</Descriptions.Item>
            </Descriptions>
          )}
          {canWrite && (
            <BillButton
              order={o}
              onDone={() => {
                setChanged(true);
                void load(o.id);
              }}
            />
          )}
        </Space>
      ) : null}
    </Drawer>
  );
}

function OrdersCard({ data, path, search, reload, help }: { data: PageProps['data']; path: string; search: string; reload: () => void; help: CaseDetail | null }) {
  const { query, go, setPage } = useListQuery(path, search, PAY_VALUES);
  const { reviewer, orgId } = useRoles();
  const [open, setOpen] = useState<number | null>(null);
  const list = pick<OrderPage>(data, 'orders');
  // Bill status is the case's organisation's to change: reviewers see every organisation's orders.
  const canWrite = help ? help.org_id === orgId : !reviewer;
  return (
    <Card
      title={help ? `捐款明细：${help.title}` : '捐款明细'}
      data-testid="donate-list"
      extra={
        help && (
          <Space>
            <CaseStatusTag status={help.status} label={help.status_label} />
            <LinkButton to={`/SZ/viewHelp/${help.id}`}>查看求助</LinkButton>
          </Space>
        )
      }
    >
      <Space orientation="vertical" size="middle" className="full-width">
        <FilterBar query={query} onChange={go} statuses={PAY_STATUS} statusLabel="支付状态" keywordPlaceholder="捐款人或订单号" dates />
        {list.ok ? (
          <>
            <Space size="large" wrap>
              <Statistic title="已支付金额合计（按当前筛选）" value={list.data.sum_amount} precision={2} prefix="¥" data-testid="donate-sum" />
              <Statistic title="订单数" value={list.data.total} />
              {help && <Statistic title="目标金额" value={Number(help.target_amount ?? 0)} precision={2} prefix="¥" />}
            </Space>
            <Table<Order>
              rowKey="id"
              data-testid="order-table"
              dataSource={list.data.list}
              scroll={{ x: help ? 1200 : 1420 }}
              locale={{ emptyText: '暂无捐款' }}
              pagination={pagination(query, list.data.total, setPage)}
              columns={[
                { title: '订单号', dataIndex: 'order_no', width: 180 },
                ...(help ? [] : [{ title: '所属求助', dataIndex: 'help_title', width: 220, ellipsis: true }]),
                { title: '捐款人', dataIndex: 'donor_name', width: 130 },
                { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: (v: string) => yuan(v) },
                { title: '支付方式', dataIndex: 'pay_method_label', width: 90 },
                {
                  title: '支付状态',
                  dataIndex: 'pay_status',
                  width: 90,
                  render: (_, o) => <Tag color={PAY_STATUS_COLOR[o.pay_status]}>{o.pay_status_label}</Tag>,
                },
                { title: '票据', dataIndex: 'bill_status', width: 90, render: (_, o) => (flag(o.need_bill) ? o.bill_status_label : '无需开票') },
                { title: '支付时间', dataIndex: 'paid_at', width: 170, render: (t: number | null) => time(t) },
                {
                  title: '操作',
                  key: 'ops',
                  width: 170,
                  fixed: 'right',
                  render: (_, o) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setOpen(o.id)} data-testid={`order-open-${o.id}`}>
                        详情
                      </Button>
                      {canWrite && <BillButton order={o} onDone={reload} />}
                    </Space>
                  ),
                },
              ]}
            />
          </>
        ) : (
          <LoadError what="捐款明细" msg={list.msg} />
        )}
      </Space>
      <OrderDrawer
        id={open}
        canWrite={canWrite}
        onClose={(changed) => {
          setOpen(null);
          if (changed) reload();
        }}
      />
    </Card>
  );
}

export function DonateListPage({ data, route, search, reload }: PageProps) {
  return <OrdersCard data={data} path={route.path} search={search} reload={reload} help={null} />;
}

export function CaseDonateListPage({ data, params, search, reload }: PageProps) {
  const detail = pick<CaseDetail>(data, 'detail');
  if (!detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  return <OrdersCard data={data} path={`/SZ/helpDonateListHelp/${params.id}`} search={search} reload={reload} help={detail.data} />;
}
