// Labels and colours of the micro-wish area (contract-sandbox.md, "Micro wishes").
import type { Choice } from '../../components/kit';

/** Wish states in life order: 4 待发布 first. */
export const WISH_STATUS: Choice[] = [
  { value: 4, label: '待发布' },
  { value: 0, label: '待认领' },
  { value: 1, label: '已认领' },
  { value: 2, label: '已实现' },
  { value: 3, label: '已下架' },
];
export const WISH_STATUS_COLOR: Record<number, string> = { 4: 'default', 0: 'gold', 1: 'processing', 2: 'success', 3: 'error' };

/** The published states (on the H5 page). */
export const PUBLISHED_STATUS: Choice[] = WISH_STATUS.filter((s) => [0, 1, 2].includes(s.value));

export const WISH_TYPE: Choice[] = [
  { value: 1, label: '物资心愿' },
  { value: 2, label: '资金心愿' },
];

export const GENDER: Choice[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export const CLAIM_STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'error' };

/** `claim_microwish/:id/:type_id`: which of the wish's claims are shown. */
export const CLAIM_TYPES: Choice[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '认领中' },
  { value: 2, label: '已实现' },
  { value: 3, label: '已取消' },
];

export const CHANGE_STATUS: Choice[] = [
  { value: 1, label: '待审核' },
  { value: 2, label: '已通过' },
  { value: 3, label: '已退回' },
];
export const CHANGE_STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'success', 3: 'error' };

export const DONATION_KIND: Choice[] = [
  { value: 1, label: '资金' },
  { value: 2, label: '物资' },
];
export const DONATION_STATUS: Choice[] = [
  { value: 1, label: '已支付 / 已捐赠' },
  { value: 2, label: '已退款 / 已取消' },
];
export const NEED_BILL: Choice[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
