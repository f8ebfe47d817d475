// Donations of donation projects: 捐款明细, 一起捐 (shares), 月捐 (monthly pledges) — shapes,
// labels and the project search of the filter (contract-sandbox.md, "Donation projects").
import type { Choice } from '../../components/kit';
import type { OrderRow } from '../../components/kit/donations/types';
import type { Option } from '../../components/selectors/api';
import { get } from '../../lib/http';

const API = '/api/organization/SJ';

/** One donation of `donate_list`. */
export interface ProjectDonation extends OrderRow {
  project_id: number;
  project_title: string;
  channel: 1 | 2 | 3;
  channel_label: string;
  share_id: number | null;
  pay_method: number;
  bill_title: string | null;
  refunded_at: number | null;
}

export interface ShareRow {
  id: number;
  project_id: number;
  project_title: string;
  launcher_name: string;
  declaration: string | null;
  target_amount: string | null;
  raised_amount: string | null;
  donor_count: number;
  share_count: number;
  created_at: number;
}

export interface ShareDetail extends ShareRow {
  project: { id: number; title: string };
}

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

export const DONATE_CHANNEL: Choice[] = [
  { value: 1, label: '直接捐款' },
  { value: 2, label: '一起捐' },
  { value: 3, label: '月捐' },
];

/** A project's donations are paid or refunded (no unpaid orders reach the list). */
export const DONATE_PAY_STATUS: Choice[] = [
  { value: 1, label: '已支付' },
  { value: 2, label: '已退款' },
];

export const MONTH_STATUS: Choice[] = [
  { value: 1, label: '进行中' },
  { value: 2, label: '已暂停' },
  { value: 3, label: '已取消' },
];
export const MONTH_STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'gold', 3: 'default' };

/** The project filter's search: the caller's visible projects whose title or organisation matches. */
export async function searchProjects(keyword: string): Promise<Option[]> {
  const res = await get<{ list: Array<{ id: number; title: string; org_name?: string }> }>(`${API}/project_list`, { pageNum: 1, pageSize: 10, keyword: keyword || undefined });
  return res.code === 200 && res.data ? res.data.list.map((p) => ({ value: p.id, label: p.title, record: p })) : [];
}
