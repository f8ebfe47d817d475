// Chinese labels and colours for the small-integer states (same labels as the sandbox).

const CERTIFICATION: Record<number, { label: string; color: string }> = {
  0: { label: '未认证', color: 'default' },
  1: { label: '认证中', color: 'processing' },
  2: { label: '已认证', color: 'success' },
  3: { label: '已退回', color: 'error' },
  // A change of an authenticated organisation: the old data stays in force meanwhile.
  4: { label: '变更审核中', color: 'processing' },
  5: { label: '变更被退回', color: 'warning' },
};

export function certificationTag(state: number | undefined, label?: string): { label: string; color: string } {
  const known = CERTIFICATION[state ?? -1];
  return { label: label || known?.label || '未知状态', color: known?.color ?? 'default' };
}

// 5–9: the donation-project states of /SJ (待初审, 审核中, 待发布, 执行中, 已结项); micro projects use 0–4.
export const PROJECT_COLORS: Record<number, string> = {
  0: 'default', 1: 'processing', 2: 'success', 3: 'blue', 4: 'error',
  5: 'processing', 6: 'processing', 7: 'warning', 8: 'cyan', 9: 'default',
};
