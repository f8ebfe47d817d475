// Option lists (a status filter's, a form's radio) written as [value, label] pairs in the order
// they are offered, and the lists several areas share word for word.
import type { Choice } from './FilterBar';

export const choices = (...pairs: Array<[number, string]>): Choice[] => pairs.map(([value, label]) => ({ value, label }));

/** Anything a reviewer decides (a change request, an authentication, a report): 1 待审核, 2 已通过, 3 已退回. */
export const REVIEW_STATUS = choices([1, '待审核'], [2, '已通过'], [3, '已退回']);
export const REVIEW_STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'success', 3: 'error' };

export const GENDER = choices([1, '男'], [2, '女']);

/** Whether a donor asked for a receipt (`need_bill`). */
export const NEED_BILL = choices([1, '是'], [0, '否']);
