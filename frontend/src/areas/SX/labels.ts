// Labels and colours of the activity area (contract-sandbox.md, "Activities (issue 20)").
import type { Choice } from '../../components/kit';

/** The phases an activity is shown in (`status`), in life order. */
export const ACTIVITY_STATUS: Choice[] = [
  { value: 1, label: '待审核' },
  { value: 5, label: '已退回' },
  { value: 2, label: '报名中' },
  { value: 7, label: '报名截止' },
  { value: 3, label: '进行中' },
  { value: 4, label: '已结束' },
  { value: 6, label: '已取消' },
];
export const ACTIVITY_STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'gold', 5: 'error', 2: 'processing', 7: 'warning', 3: 'success', 4: 'default', 6: 'default' };

export const ACTIVITY_KIND: Choice[] = [
  { value: 1, label: '志愿服务活动' },
  { value: 2, label: '公益募捐活动' },
];

/** The categories of `activity_cate` (a fixed list: the filter needs no call). */
export const CATEGORIES: Choice[] = ['助学支教', '扶老助残', '环境保护', '社区服务', '应急救援', '文化体育', '医疗健康', '其他'].map((label, i) => ({ value: i + 1, label }));

export const SIGNUP_STATUS: Choice[] = [
  { value: 0, label: '待审核' },
  { value: 1, label: '已通过' },
  { value: 2, label: '已退回' },
  { value: 3, label: '已取消' },
];
export const SIGNUP_STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'success', 2: 'error', 3: 'default' };


export const DONATION_STATUS: Choice[] = [
  { value: 1, label: '已支付' },
  { value: 2, label: '已退款' },
];
export const NEED_BILL: Choice[] = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
];
