// Donations of fundraising projects (/SJ, /SJM): 捐款明细 and 一起捐 (shares) — shapes and
// labels (contract-sandbox.md, "Donation projects" and the micro projects' section).
import type { OrderRow } from '../donations/types';
import { choices } from '../choices';
import type { Option } from '../../selectors/api';
import { get } from '../../../lib/http';

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

export const DONATE_CHANNEL = choices([1, '直接捐款'], [2, '一起捐'], [3, '月捐'], [4, '义卖']);

/** A project's donations are paid or refunded (no unpaid orders reach the list). */
export const DONATE_PAY_STATUS = choices([1, '已支付'], [2, '已退款']);

/** A list filter's project search over an area's project list call (`keyword` matches the title or organisation). */
export const projectSearch =
  (listPath: string) =>
  async (keyword: string): Promise<Option[]> => {
    const res = await get<{ list: Array<{ id: number; title: string; org_name?: string }> }>(listPath, { pageNum: 1, pageSize: 10, keyword: keyword || undefined });
    return res.code === 200 && res.data ? res.data.list.map((p) => ({ value: p.id, label: p.title, record: p })) : [];
  };
