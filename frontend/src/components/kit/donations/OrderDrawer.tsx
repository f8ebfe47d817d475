// One order in a drawer (its bill details too), with the bill status moved forward one step.
// Its own chunk: DonationList fetches it when an order is first opened.
import { Alert, Descriptions, Drawer, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { dateTime, money, orEmpty } from '../format';
import { StatusTag } from '../StatusTag';
import { BillButton, type DonationCalls, type Subject } from './BillButton';
import { PAY_STATUS_COLOR, flag, type Order, type OrderDetail } from './types';

export function OrderDrawer<O extends Order>({
  id,
  onClose,
  canWrite,
  calls,
  subject,
}: {
  id: number | null;
  /** `changed`: the bill moved, so the list behind is stale. */
  onClose: (changed: boolean) => void;
  canWrite: boolean;
  calls: DonationCalls<O>;
  subject: Subject<O>;
}) {
  const [state, setState] = useState<{ id: number; order: OrderDetail<O> | null; error: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [changed, setChanged] = useState(false);
  const { detail } = calls;
  const load = useCallback(
    async (orderId: number) => {
      setLoading(true);
      try {
        const res = await detail(orderId);
        setState({ id: orderId, order: res.code === 200 && res.data ? res.data : null, error: res.code === 200 ? null : res.msg || '订单加载失败' });
      } catch {
        setState({ id: orderId, order: null, error: '订单加载失败' });
      } finally {
        setLoading(false);
      }
    },
    [detail],
  );
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
        <div className="kit-stack">
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              ['订单号', o.order_no],
              [subject.label, subject.of(o)],
              ['捐款人', o.donor_name],
              ['金额', money(o.amount)],
              ['支付方式', o.pay_method_label],
              ['支付状态', <StatusTag key="s" status={o.pay_status} label={o.pay_status_label} colors={PAY_STATUS_COLOR} />],
              ['支付时间', dateTime(o.paid_at)],
              ['下单时间', dateTime(o.created_at)],
              ['留言', orEmpty(o.message)],
              ['票据', flag(o.need_bill) ? o.bill_status_label : '无需开票'],
            ].map(([label, children]) => ({ key: String(label), label, children }))}
          />
          {o.bill && (
            <Descriptions
              bordered
              size="small"
              column={1}
              title="开票信息"
              items={[
                ['抬头', o.bill.title],
                ['税号', orEmpty(o.bill.tax_no)],
                ['收件人', o.bill.receiver],
                ['电话', o.bill.phone],
                ['地址', o.bill.address],
                ['邮箱', orEmpty(o.bill.email)],
              ].map(([label, children]) => ({ key: label, label, children }))}
            />
          )}
          {canWrite && (
            <BillButton
              order={o}
              setBill={calls.setBill}
              onDone={() => {
                setChanged(true);
                void load(o.id);
              }}
            />
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
