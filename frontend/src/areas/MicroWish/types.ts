// Shapes of the micro-wish calls (docs/contract-sandbox.md, "Micro wishes (issue 19)").
import type { FieldChange, LogEntry } from '../../components/kit';
import type { OrderRow } from '../../components/kit/donations/types';

export interface WishRow {
  id: number;
  wish_no: string;
  type: 1 | 2;
  type_label: string;
  title: string;
  child_name: string;
  child_name_masked: string;
  child_gender: number;
  child_gender_label: string;
  child_age: number | null;
  school: string;
  grade: string | null;
  report_org_id: number | null;
  report_org_name: string | null;
  cover: string | null;
  target_amount: string | null;
  raised_amount: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  region_text: string | null;
  status: number;
  status_label: string;
  claimer_name: string;
  claim_count: number;
  link_count: number;
  has_pending_change: boolean | number;
  published_at: number | null;
  realized_at: number | null;
  created_at: number;
  updated_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
  /** Published at some point: its claims, orders or bids have rows to show. */
  went_live?: boolean;
}

export interface ClaimRow {
  id: number;
  wish_id: number;
  wish_no: string;
  wish_title: string;
  claimer_name: string;
  claimer_phone: string;
  message: string | null;
  need_bill: boolean | number;
  bill_title: string | null;
  express_company: string | null;
  express_no: string | null;
  status: number;
  status_label: string;
  claimed_at: number | null;
  shipped_at: number | null;
  realized_at: number | null;
  cancelled_at: number | null;
  cancel_reason: string | null;
  cancelled_by: 'claimer' | 'staff' | null;
  cancelled_by_name: string | null;
  operator_name: string | null;
  donation_id: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the claim's detail). */
  actions?: string[];
}

export interface Feedback {
  delivered_at: string;
  receiver: string;
  images: string[];
  message: string;
  by_name: string;
  at: number;
}

export interface WishDetail extends WishRow {
  story: string;
  images: string[];
  address: string | null;
  off_reason: string | null;
  active_claim: ClaimRow | null;
  /** The claim that delivers the wish: the active one, or after light-up the realised one. */
  delivery_claim: ClaimRow | null;
  feedback: Feedback | null;
  links: Array<{ id: number; title: string }>;
  copywritings: Array<{ id: number; share_title: string }>;
  pending_change_id: number | null;
  logs: LogEntry[];
  actions: string[];
}

/** What add_wish / edit_wish take. */
export interface WishPayload {
  type?: number;
  title: string;
  story?: string;
  child_name?: string;
  child_gender?: number;
  child_age?: number;
  school?: string;
  grade?: string;
  report_org_id?: number;
  cover?: string;
  images?: string[];
  target_amount?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
}

export interface ChangeRow {
  id: number;
  wish_id: number;
  wish_no: string;
  wish_title: string;
  reason: string;
  status: number;
  status_label: string;
  return_reason: string | null;
  requester_name: string;
  created_at: number;
  reviewed_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

export interface ChangeDetail {
  change: ChangeRow;
  wish: { id: number; wish_no: string; title: string; status: number; status_label: string };
  fields: FieldChange[];
  actions: string[];
  logs: LogEntry[];
}

export interface WishDonation extends OrderRow {
  wish_id: number;
  wish_no: string;
  wish_title: string;
  kind: 1 | 2;
  kind_label: string;
  need_bill_label: string;
  bill_title: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  region_text: string | null;
  claim_id: number | null;
  refunded_at: number | null;
}

export interface Statistics {
  wish_count: number;
  by_status: Array<{ status: number; label: string; count: number }>;
  published: number;
  realized: number;
  realize_rate: number;
  claim_count: number;
  active_claims: number;
  cancelled_claims: number;
  donation_count: number;
  money_amount: string;
  gift_amount: string;
  link_count: number;
  copywriting_count: number;
}

export interface LinkRow {
  id: number;
  title: string;
  cover: string;
  url: string;
  intro: string | null;
  wish_count: number;
  copywriting_id: number | null;
  push_count: number;
  created_by_name: string;
  created_at: number;
  updated_at: number | null;
}

export interface CopyRow {
  id: number;
  share_title: string;
  description: string;
  image: string;
  wish_count: number;
  link_count: number;
  created_by_name: string;
  created_at: number;
  updated_at: number | null;
}

export interface LinkDetail extends LinkRow {
  wishes: WishRow[];
  /** The share copy that applies to the link (the newest related to it), as the preview's `share`. */
  copywriting: { id: number; title: string; description: string; image: string } | null;
  pushes: Array<{ id: number; account_id: number; account: string; org_name: string; pushed_by_name: string; at: number }>;
}

export interface CopyDetail extends CopyRow {
  wishes: Array<{ id: number; wish_no: string; title: string }>;
  links: Array<{ id: number; title: string }>;
}

export interface AccountRow {
  id: number;
  account: string;
  display_name: string;
  role: number;
  role_label: string;
  org_id: number;
  org_name: string;
}

/** `preview?link_id`: the public page's data (names already masked). */
export interface PreviewData {
  link: { id: number; title: string; cover: string | null; intro: string | null; url: string };
  share: { title: string; description: string; image: string } | null;
  wishes: PreviewWish[];
}

export interface PreviewWish {
  id: number;
  wish_no: string;
  type: number;
  type_label: string;
  title: string;
  story: string | null;
  child_name: string;
  child_gender_label: string;
  child_age: number | null;
  school: string | null;
  grade: string | null;
  cover: string | null;
  images: string[];
  target_amount: string | null;
  status: number;
  status_label: string;
  region_text: string | null;
  feedback: { images: string[]; message: string } | null;
}
