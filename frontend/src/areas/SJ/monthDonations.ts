// 月捐 (monthly pledges, 99 only): shapes and labels of `month_donate_list`
// (contract-sandbox.md, "Donation projects").
import { choices } from '../../components/kit/choices';

export interface MonthPledge {
  id: number;
  project_id: number;
  project_title: string;
  donor_name: string;
  amount_per_month: string;
  start_date: string;
  months_paid: number;
  paid_total: string;
  next_charge_date: string | null;
  status: 1 | 2 | 3;
  status_label: string;
}

export const MONTH_STATUS = choices([1, '进行中'], [2, '已暂停'], [3, '已取消']);
export const MONTH_STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'gold', 3: 'default' };
