// Labels and option lists of the help-case area (contract-sandbox.md, "Help cases").

import type { Choice } from '../../components/kit';

export type { Choice };

export const CASE_STATUS: Choice[] = [
  { value: 0, label: '草稿' },
  { value: 1, label: '待认领' },
  { value: 2, label: '审核中' },
  { value: 3, label: '已退回' },
  { value: 4, label: '募款中' },
];

/** Status tag colours (antd presets). */
export const CASE_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'processing', 3: 'error', 4: 'success' };

export const REVIEW_STATUS: Choice[] = [
  { value: 1, label: '待审核' },
  { value: 2, label: '已通过' },
  { value: 3, label: '已退回' },
];
export const REVIEW_STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'success', 3: 'error' };

export const GENDER: Choice[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export const RELATION: Choice[] = [
  { value: 1, label: '本人' },
  { value: 2, label: '家属' },
  { value: 3, label: '亲友' },
  { value: 4, label: '机构代为求助' },
];

export const PAY_METHOD: Choice[] = [
  { value: 1, label: '银行卡' },
  { value: 2, label: '支付宝' },
];

export function labelOf(choices: Choice[], value: unknown): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return choices.find((c) => c.value === n)?.label ?? '';
}

export { flag } from '../../components/kit/format';
