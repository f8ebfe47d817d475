// Shapes of the charity-sale calls (contract-sandbox.md, "Charity sales (issue 21)"). Money is a
// yuan string ("99.00"), times are 10-digit seconds.
import type { LogEntry } from '../../components/kit';

/** 1 义卖商品 (fixed price), 2 竞拍拍品 (auction lot). */
export type GoodsKind = 1 | 2;

export interface GoodsRow {
  id: number;
  kind: GoodsKind;
  kind_label: string;
  title: string;
  cover: string;
  org_id: number;
  org_name: string;
  project_id: number | null;
  project_title: string;
  status: number;
  status_label: string;
  /** Kind 1: the price; kind 2: the current price. */
  price: string;
  stock: number;
  sold_count: number;
  /** Orders that stand as deals, unpaid included (`unpaid_order_count` of them wait for payment). */
  order_count: number;
  unpaid_order_count?: number;
  proceeds_amount: string;
  shipping_fee: string;
  start_price: string;
  increment: string;
  reserve_price: string;
  deposit: string;
  start_time: number;
  end_time: number;
  /** The end after anti-sniping extensions. */
  close_at: number;
  extend_seconds: number;
  current_price: string;
  bid_count: number;
  auction_status: number;
  auction_status_label: string;
  winner_name: string;
  has_pending_change: boolean | number;
  created_at: number;
  submitted_at: number | null;
  listed_at: number | null;
  updated_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
  /** Published at some point: its claims, orders or bids have rows to show. */
  went_live?: boolean;
}

export interface GoodsDetail extends GoodsRow {
  description: string;
  images: string[];
  specs: string[];
  return_reason: string | null;
  off_reason: string | null;
  cancel_reason: string | null;
  donation_id: number | null;
  project: { id: number; title: string; status: number; status_label: string; raised_amount: string } | null;
  winner: { bid_id: number; bidder_name: string; price: string; order_id: number | null } | null;
  pending_change_id: number | null;
  logs: LogEntry[];
  actions: string[];
}

/** What the goods form sends (`add_sale`, `draft_edit`, `edit_sale`): money as yuan strings. */
export interface GoodsPayload {
  kind?: number;
  title: string;
  cover?: string;
  images?: string[];
  description?: string;
  project_id?: number;
  shipping_fee?: string;
  price?: string;
  stock?: number | string;
  specs?: string[];
  start_price?: string;
  increment?: string;
  reserve_price?: string;
  deposit?: string;
  start_time?: number;
  end_time?: number;
  extend_seconds?: number | string;
}

export interface ProjectOption {
  id: number;
  title: string;
  org_name: string;
  target: string;
  raised: string;
  status: number;
  status_label: string;
}

export interface BidRow {
  id: number;
  goods_id: number;
  bidder_name: string;
  bidder_phone: string;
  price: string;
  status: number;
  status_label: string;
  extended: boolean | number;
  created_at: number;
}

export interface BidList {
  list: BidRow[];
  total: number;
  current_price: string;
  close_at: number;
  auction_status: number;
  auction_status_label: string;
}

export interface OrderRow {
  id: number;
  order_no: string;
  goods_id: number;
  goods_title: string;
  kind: GoodsKind;
  kind_label: string;
  spec: string | null;
  price: string;
  quantity: number;
  shipping_fee: string;
  goods_amount: string;
  amount: string;
  project_id: number | null;
  project_title: string;
  org_id: number;
  org_name: string;
  buyer_name: string;
  mobile: string;
  region_text: string;
  address: string;
  need_bill: number;
  bill_title: string | null;
  remark: string | null;
  express_company: string | null;
  express_no: string | null;
  status: number;
  status_label: string;
  cancel_reason: string | null;
  refund_reason: string | null;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  refunded_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

export interface OrderDetail extends OrderRow {
  goods: { id: number; kind: GoodsKind; title: string; cover: string; status: number; status_label: string };
  project: { id: number; title: string } | null;
  logs: LogEntry[];
  actions: string[];
}

export interface DonationRow {
  id: number;
  donor_name: string;
  donor_phone: string;
  item_name: string;
  item_type: number;
  item_type_label: string;
  quantity: number;
  cover: string;
  express_company: string;
  express_no: string;
  status: number;
  status_label: string;
  remark: string | null;
  return_reason: string | null;
  goods_id: number | null;
  org_name: string;
  created_at: number;
  arrived_at: number | null;
  checked_at: number | null;
  returned_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

export interface DonationDetail extends DonationRow {
  description: string | null;
  images: string[];
  logs: LogEntry[];
  actions: string[];
}

interface Count {
  status: number;
  label: string;
  count: number;
}

export interface SaleStatistics {
  goods_count: number;
  by_status: Count[];
  by_kind: Array<{ kind: number; label: string; count: number }>;
  listed_count: number;
  sold_count: number;
  order_count: number;
  unpaid_order_count?: number;
  proceeds_amount: string;
}

export interface AuctionStatistics {
  lot_count: number;
  by_auction_status: Count[];
  bid_count: number;
  bidder_count: number;
  deal_count: number;
  deal_amount: string;
  unsold_count: number;
}

export interface OrderStatistics {
  order_count: number;
  by_status: Count[];
  paid_amount: string;
  goods_amount: string;
  refunded_amount: string;
  quantity: number;
}
