// Labels and option lists of the help-case area (contract-sandbox.md, "Help cases").

import type { Choice } from '../../components/kit';
import { choices } from '../../components/kit/choices';

export { GENDER, REVIEW_STATUS, REVIEW_STATUS_COLOR } from '../../components/kit/choices';

export type { Choice };

export const CASE_STATUS = choices([0, '草稿'], [1, '待认领'], [2, '审核中'], [3, '已退回'], [4, '募款中']);

/** Status tag colours (antd presets). */
export const CASE_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'processing', 3: 'error', 4: 'success' };

export const RELATION = choices([1, '本人'], [2, '家属'], [3, '亲友'], [4, '机构代为求助']);

export const PAY_METHOD = choices([1, '银行卡'], [2, '支付宝']);

export function labelOf(choices: Choice[], value: unknown): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return choices.find((c) => c.value === n)?.label ?? '';
}

export { flag } from '../../components/kit/format';
