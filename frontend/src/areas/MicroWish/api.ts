// Typed calls of the micro-wish area (contract-sandbox.md, "Micro wishes (issue 19)"). Every
// call resolves with the envelope on code 200/400 and rejects otherwise (lib/http).
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type { Rows } from '../../components/kit';
import type { AccountRow, PreviewData, WishPayload } from './types';

export const WISH_API = '/api/organization/wish';
type Saved = Envelope<{ id: number; status: number }>;

// Wishes.
export const addWish = (form: WishPayload, idempotencyKey?: string): Promise<Envelope<{ id: number; status: number; wish_no: string }>> =>
  post(`${WISH_API}/add_wish`, form, idempotencyKey);
export const editWish = (id: number, form: WishPayload): Promise<Saved> => post(`${WISH_API}/edit_wish`, { ...form, id });
export const publishWish = (id: number): Promise<Saved> => post(`${WISH_API}/publish_wish`, { id });
export const offShelfWish = (id: number, reason: string): Promise<Saved> => post(`${WISH_API}/off_shelf_wish`, { id, reason });

// Claims and light-up.
export interface ClaimPayload {
  claimer_name: string;
  claimer_phone: string;
  message?: string;
  need_bill?: number;
  bill_title?: string;
}
export const addClaim = (wishId: number, p: ClaimPayload, idempotencyKey?: string): Promise<Envelope<{ id: number; wish_id: number; status: number }>> =>
  post(`${WISH_API}/add_claim`, { ...p, wish_id: wishId }, idempotencyKey);
export const shipClaim = (id: number, expressCompany: string, expressNo: string): Promise<Saved> =>
  post(`${WISH_API}/ship_claim`, { id, express_company: expressCompany, express_no: expressNo });
export const cancelClaim = (id: number, reason: string): Promise<Saved> => post(`${WISH_API}/cancel_claim`, { id, reason });
export interface LightupPayload {
  delivered_at: string;
  receiver: string;
  feedback_images: string[];
  feedback_message: string;
}
export const lightupWish = (id: number, p: LightupPayload): Promise<Saved> => post(`${WISH_API}/lightup_wish`, { ...p, id });

// Change requests.
export const requestChange = (wishId: number, reason: string, changes: Record<string, unknown>, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${WISH_API}/add_change`, { wish_id: wishId, reason, changes }, idempotencyKey);
export const passChange = (id: number): Promise<Envelope<null>> => post(`${WISH_API}/pass_change`, { id });
export const returnChange = (id: number, reason: string): Promise<Envelope<null>> => post(`${WISH_API}/return_change`, { id, reason });

// Links and copywriting.
export interface LinkPayload {
  title: string;
  cover?: string;
  intro?: string;
}
export const addLink = (p: LinkPayload, idempotencyKey?: string): Promise<Envelope<{ id: number; url: string }>> => post(`${WISH_API}/add_link`, p, idempotencyKey);
export const editLink = (id: number, p: LinkPayload): Promise<Envelope<{ id: number; url: string }>> => post(`${WISH_API}/edit_link`, { ...p, id });
export const deleteLink = (id: number): Promise<Envelope<null>> => post(`${WISH_API}/delete_link`, { id });
export const relateLink = (id: number, wishIds: number[]): Promise<Envelope<{ id: number; wish_count: number }>> => post(`${WISH_API}/relation_link`, { id, wish_ids: wishIds });
export const relateWish = (id: number, linkIds: number[]): Promise<Envelope<{ id: number; link_count: number }>> => post(`${WISH_API}/relation_wish`, { id, link_ids: linkIds });
export const pushLink = (id: number, accountIds: number[]): Promise<Envelope<{ pushed: number }>> => post(`${WISH_API}/push_link`, { id, account_ids: accountIds });
export const preview = (linkId: number): Promise<Envelope<PreviewData>> => get(`${WISH_API}/preview`, { link_id: linkId });

export interface CopyPayload {
  share_title: string;
  description: string;
  image?: string;
}
export const addCopy = (p: CopyPayload, idempotencyKey?: string): Promise<Envelope<{ id: number }>> => post(`${WISH_API}/add_copywriting`, p, idempotencyKey);
export const editCopy = (id: number, p: CopyPayload): Promise<Envelope<{ id: number }>> => post(`${WISH_API}/edit_copywriting`, { ...p, id });
export const deleteCopy = (id: number): Promise<Envelope<null>> => post(`${WISH_API}/delete_copywriting`, { id });
export const relateCopy = (id: number, wishIds: number[], linkIds: number[]): Promise<Envelope<{ id: number }>> =>
  post(`${WISH_API}/relation_copywriting`, { id, wish_ids: wishIds, link_ids: linkIds });

/** The organisations' accounts a link can be pushed to (`message/all_account_list`), 20 per search. */
export const searchAccounts = (keyword: string): Promise<Envelope<Rows<AccountRow>>> =>
  post('/api/organization/message/all_account_list', { keyword: keyword || undefined, pageNum: 1, pageSize: 20 });

// Many at once (issue 42): each id decided by the same rule as the single calls.
export const bulkChanges = bulkCall(`${WISH_API}/bulk_change`);
