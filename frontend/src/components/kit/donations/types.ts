// Donation orders and their bills, as every area's donation calls answer them
// (contract-sandbox.md, "Donations"). An area's order adds the fields naming its subject.

import { isChoice } from '../states';

/** What the donation list shows of any area's order. */
export interface OrderRow {
  id: number;
  order_no: string;
  donor_name: string;
  amount: string;
  pay_method_label: string;
  pay_status: 0 | 1 | 2;
  pay_status_label: string;
  need_bill: boolean | number;
  paid_at: number | null;
}

/** An order with its bill's progress and detail call (the help cases' donations). */
export interface Order extends OrderRow {
  anonymous: boolean | number;
  pay_method: number;
  bill_status: 0 | 1 | 2;
  bill_status_label: string;
  message: string | null;
  created_at: number;
}

export interface Bill {
  title: string;
  tax_no: string | null;
  receiver: string;
  phone: string;
  address: string;
  email: string | null;
}

export type OrderDetail<O extends Order = Order> = O & { bill: Bill | null };

export interface OrderPage<O extends OrderRow = Order> {
  list: O[];
  total: number;
  sum_amount: string;
}

export const PAY_STATUS = [
  { value: 0, label: '待支付' },
  { value: 1, label: '已支付' },
  { value: 2, label: '已退款' },
];
export const PAY_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

/** The button that moves a bill one step forward, by its current status. */
export const BILL_NEXT: Record<number, { to: 1 | 2; label: string } | undefined> = {
  0: { to: 1, label: '标记已开票' },
  1: { to: 2, label: '标记已寄出' },
};

export { flag } from '../format';

/** Whether the order is paid (and not refunded): what a bill, a delivery record, counts. */
export function isPaid(order: Pick<OrderRow, 'pay_status'>): boolean {
  return isChoice(PAY_STATUS, order.pay_status, '已支付');
}
