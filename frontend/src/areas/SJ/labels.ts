// Labels and colours of the donation-project area (contract-sandbox.md, "Donation projects").
import type { Choice } from '../../components/kit';
import { choices } from '../../components/kit/choices';

/** In life order, as the list's status filter offers them (drafts live in 草稿箱). */
export const PROJECT_STATUS = choices([5, '待初审'], [1, '待认领'], [6, '审核中'], [4, '已退回'], [7, '待发布'], [10, '待上线'], [2, '募款中'], [3, '募款结束'], [8, '执行中'], [9, '已结项']);

export const PROJECT_STATUS_COLOR: Record<number, string> = { 0: 'default', 5: 'gold', 1: 'gold', 6: 'processing', 4: 'error', 7: 'cyan', 10: 'cyan', 2: 'success', 3: 'purple', 8: 'blue', 9: 'default' };

/** Where a published project appears (`issue_project`'s `channel`). */
export const CHANNEL = choices([1, '平台首页'], [2, '项目池']);

export const labelOf = (choices: Choice[], value: unknown): string => choices.find((c) => c.value === Number(value))?.label ?? '';
