// Labels and colours of the micro-wish area (contract-sandbox.md, "Micro wishes").
import type { Choice } from '../../components/kit';
import { choices, REVIEW_STATUS, REVIEW_STATUS_COLOR } from '../../components/kit/choices';

export { GENDER } from '../../components/kit/choices';

/** Wish states in life order: 4 待发布 first. */
export const WISH_STATUS = choices([4, '待发布'], [0, '待认领'], [1, '已认领'], [2, '已实现'], [3, '已下架']);
export const WISH_STATUS_COLOR: Record<number, string> = { 4: 'default', 0: 'gold', 1: 'processing', 2: 'success', 3: 'error' };

/** The published states (on the H5 page). */
export const PUBLISHED_STATUS: Choice[] = WISH_STATUS.filter((s) => [0, 1, 2].includes(s.value));

export const WISH_TYPE = choices([1, '物资心愿'], [2, '资金心愿']);

export const CLAIM_STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'error' };

/** `claim_microwish/:id/:type_id`: which of the wish's claims are shown. */
export const CLAIM_TYPES = choices([0, '全部'], [1, '认领中'], [2, '已实现'], [3, '已取消']);

/** A wish's change requests are reviewed like any other. */
export const CHANGE_STATUS = REVIEW_STATUS;
export const CHANGE_STATUS_COLOR = REVIEW_STATUS_COLOR;

export const DONATION_KIND = choices([1, '资金'], [2, '物资']);
export const DONATION_STATUS = choices([1, '已支付 / 已捐赠'], [2, '已退款 / 已取消']);
