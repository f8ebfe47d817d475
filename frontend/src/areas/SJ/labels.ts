// Labels and colours of the donation-project area (contract-sandbox.md, "Donation projects").
import type { Choice } from '../../components/kit';

/** In life order, as the list's status filter offers them (drafts live in 草稿箱). */
export const PROJECT_STATUS: Choice[] = [
  { value: 5, label: '待初审' },
  { value: 1, label: '待认领' },
  { value: 6, label: '审核中' },
  { value: 4, label: '已退回' },
  { value: 7, label: '待发布' },
  { value: 10, label: '待上线' },
  { value: 2, label: '募款中' },
  { value: 3, label: '募款结束' },
  { value: 8, label: '执行中' },
  { value: 9, label: '已结项' },
];

export const PROJECT_STATUS_COLOR: Record<number, string> = {
  0: 'default',
  5: 'gold',
  1: 'gold',
  6: 'processing',
  4: 'error',
  7: 'cyan',
  10: 'cyan',
  2: 'success',
  3: 'purple',
  8: 'blue',
  9: 'default',
};

/** Where a published project appears (`issue_project`'s `channel`). */
export const CHANNEL: Choice[] = [
  { value: 1, label: '平台首页' },
  { value: 2, label: '项目池' },
];

export const labelOf = (choices: Choice[], value: unknown): string => choices.find((c) => c.value === Number(value))?.label ?? '';
