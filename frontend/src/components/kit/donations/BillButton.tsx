// The bill status of one paid order moved forward one step (已开票, then 已寄出), from the list
// row and from the order's drawer; and the shapes an area's donation calls take.
import { Button } from 'antd';
import { ConfirmPopup } from '../ConfirmPopup';
import type { Envelope } from '../../../lib/http';
import { useCall } from '../useCall';
import { BILL_NEXT, flag, isPaid, type Order, type OrderDetail } from './types';

/** The calls of an area's donations. */
export interface DonationCalls<O extends Order> {
  detail: (id: number) => Promise<Envelope<OrderDetail<O>>>;
  setBill: (id: number, to: 1 | 2) => Promise<Envelope<null>>;
}

/** What the order belongs to (a case, a project): its label and title. */
export interface Subject<O> {
  label: string;
  of: (o: O) => string;
}

export function BillButton({ order, setBill, onDone }: { order: Order; setBill: DonationCalls<Order>['setBill']; onDone: () => void }) {
  const { busy, run } = useCall();
  const next = BILL_NEXT[order.bill_status];
  if (!flag(order.need_bill) || !isPaid(order) || !next) return null;
  return (
    <ConfirmPopup
      title={`确定将票据状态更新为「${next.to === 1 ? '已开票' : '已寄出'}」？`}
      okText="确定"
      cancelText="取消"
      onConfirm={async () => {
        if (await run('bill', () => setBill(order.id, next.to), '票据状态已更新')) onDone();
      }}
    >
      <Button type="link" size="small" loading={busy === 'bill'} data-testid={`bill-next-${order.id}`}>
        {next.label}
      </Button>
    </ConfirmPopup>
  );
}
