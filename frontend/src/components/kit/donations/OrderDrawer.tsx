// One order in a drawer (its bill details too), with the bill status moved forward one step.
// Its own chunk: DonationList fetches it when an order is first opened.
import { useEffect, useState } from 'react';
import { DetailDrawer, DetailList } from '../DetailDrawer';
import { dateTime, money, orEmpty } from '../format';
import { StatusTag } from '../StatusTag';
import { BillButton, type DonationCalls, type Subject } from './BillButton';
import { PAY_STATUS_COLOR, flag, type Order } from './types';

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
  // Whether the bill moved while the drawer was open: the list behind is then stale.
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (id !== null) setChanged(false);
  }, [id]);
  return (
    <DetailDrawer id={id} fetch={calls.detail} failed="订单加载失败" title="捐款详情" testId="order-drawer" onClose={() => onClose(changed)}>
      {(o, reload) => (
        <div className="kit-stack">
          <DetailList
            rows={[
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
            ]}
          />
          {o.bill && (
            <DetailList
              title="开票信息"
              rows={[
                ['抬头', o.bill.title],
                ['税号', orEmpty(o.bill.tax_no)],
                ['收件人', o.bill.receiver],
                ['电话', o.bill.phone],
                ['地址', o.bill.address],
                ['邮箱', orEmpty(o.bill.email)],
              ]}
            />
          )}
          {canWrite && (
            <BillButton
              order={o}
              setBill={calls.setBill}
              onDone={() => {
                setChanged(true);
                reload();
              }}
            />
          )}
        </div>
      )}
    </DetailDrawer>
  );
}
