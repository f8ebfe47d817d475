// Typed calls of the charity-sale area (contract-sandbox.md, "Charity sales (issue 21)"). Every
// call resolves with the envelope on code 200/400 and rejects otherwise (lib/http).
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type { Rows } from '../../components/kit';
import type { GoodsPayload, ProjectOption } from './types';

export const SALE_API = '/api/organization/thing';
type Saved = Envelope<{ id: number; status: number }>;

// Goods and lots.
export const addGoods = (form: GoodsPayload, draft: boolean, idempotencyKey?: string): Promise<Saved> =>
  post(`${SALE_API}/add_sale`, draft ? { ...form, draft: 1 } : form, idempotencyKey);
export const editDraft = (id: number, form: GoodsPayload): Promise<Saved> => post(`${SALE_API}/draft_edit`, { ...form, id });
export const submitDraft = (id: number): Promise<Saved> => post(`${SALE_API}/draft_submit`, { id });
export const deleteDraft = (id: number): Promise<Envelope<null>> => post(`${SALE_API}/draft_delete`, { id });
export const editGoods = (id: number, form: GoodsPayload): Promise<Saved> => post(`${SALE_API}/edit_sale`, { ...form, id });
export const passGoods = (id: number): Promise<Saved> => post(`${SALE_API}/pass_sale`, { id });
export const returnGoods = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/return_sale`, { id, reason });
export const offShelf = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/off_shelf_sale`, { id, reason });
export const onShelf = (id: number): Promise<Saved> => post(`${SALE_API}/on_shelf_sale`, { id });
export const cancelAuction = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/cancel_auction`, { id, reason });

/** The beneficiary projects the caller may name (募款中), 20 per search. */
export const searchBeneficiaries = (keyword: string): Promise<Envelope<Rows<ProjectOption>>> =>
  get(`${SALE_API}/can_use_thing_list`, { keyword: keyword || undefined, pageNum: 1, pageSize: 20 });

// Change requests of listed goods.
export const requestChange = (goodsId: number, reason: string, changes: Record<string, unknown>, idempotencyKey?: string): Promise<Saved> =>
  post(`${SALE_API}/add_change`, { goods_id: goodsId, reason, changes }, idempotencyKey);

// Orders.
export const shipOrder = (id: number, expressCompany: string, expressNo: string): Promise<Saved> =>
  post(`${SALE_API}/ship_order`, { id, express_company: expressCompany, express_no: expressNo });
export const completeOrder = (id: number): Promise<Saved> => post(`${SALE_API}/complete_order`, { id });
export const cancelOrder = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/cancel_order`, { id, reason });
export const refundOrder = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/refund_order`, { id, reason });

// Goods donations.
export const arriveDonation = (id: number): Promise<Saved> => post(`${SALE_API}/arrive_goods_donation`, { id });
export const checkDonation = (id: number, remark?: string): Promise<Saved> => post(`${SALE_API}/check_goods_donation`, { id, remark: remark || undefined });
export const rejectDonation = (id: number, reason: string): Promise<Saved> => post(`${SALE_API}/reject_goods_donation`, { id, reason });
export const listDonation = (id: number): Promise<Envelope<{ id: number; donation_id: number }>> => post(`${SALE_API}/list_goods_donation`, { id });

// Many at once (issue 42): each id decided by the same rule as the single calls.
export const bulkGoods = bulkCall(`${SALE_API}/bulk_sale`);
