// Labels and colours of the activity area (contract-sandbox.md, "Activities (issue 20)").
import type { Choice } from '../../components/kit';
import { choices } from '../../components/kit/choices';

/** The phases an activity is shown in (`status`), in life order. */
export const ACTIVITY_STATUS = choices([1, '待审核'], [5, '已退回'], [2, '报名中'], [7, '报名截止'], [3, '进行中'], [4, '已结束'], [6, '已取消']);
export const ACTIVITY_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 5: 'error', 2: 'processing', 7: 'warning', 3: 'success', 4: 'default', 6: 'default' };

export const ACTIVITY_KIND = choices([1, '志愿服务活动'], [2, '公益募捐活动']);

/** The categories of `activity_cate` (a fixed list: the filter needs no call). */
export const CATEGORIES: Choice[] = ['助学支教', '扶老助残', '环境保护', '社区服务', '应急救援', '文化体育', '医疗健康', '其他'].map((label, i) => ({ value: i + 1, label }));

export const SIGNUP_STATUS = choices([0, '待审核'], [1, '已通过'], [2, '已退回'], [3, '已取消']);
export const SIGNUP_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error', 3: 'default' };

export const DONATION_STATUS = choices([1, '已支付'], [2, '已退款']);
