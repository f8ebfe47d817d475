// Labels and colours of the micro-project area (contract-sandbox.md, "Joint-donation micro projects").
import { choices, REVIEW_STATUS } from '../../components/kit/choices';

/** In life order, as the list's status filter offers them (drafts live in 草稿箱). */
export const MICRO_STATUS = choices([1, '待审核'], [4, '已退回'], [2, '募款中'], [3, '已结束']);
export const MICRO_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 4: 'error', 2: 'success', 3: 'purple' };

export const PARENT_TYPE = choices([1, '项目'], [2, '项目池']);

/** A micro organisation's authentication: 0 未提交, 1 待审核, 2 已通过, 3 已退回. */
export const AUTH_STATUS = REVIEW_STATUS;
export const AUTH_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 2: 'success', 3: 'error' };

/** /config's authentication route type of a micro organisation (`auth/firstAuth/4`). */
export const MICRO_AUTH_TYPE = 4;
export const MICRO_AUTH_PATH = `/config/auth/firstAuth/${MICRO_AUTH_TYPE}`;
