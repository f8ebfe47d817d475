// The micro-wish forms' rules, mirroring the contract ("The wish form"; "Claim, light-up, link and
// copywriting fields"): same order, limits and messages, so the user sees a problem before
// sending. Pure: value → message or null. The platform checks again.
import { charLen, fen, isImageUrl, isMobile, realDate } from '../../components/kit/checks';
import type { WishPayload } from './types';

export { returnReasonProblem } from '../../components/kit/reason';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim());

/** Required text of `min`–`max` characters: 请填写<label> / <label>长度须为min-max个字. */
export const sized = (label: string, min: number, max: number) => (v: unknown): string | null => {
  const s = text(v);
  if (s === '') return `请填写${label}`;
  const n = charLen(s);
  return n < min || n > max ? `${label}长度须为${min}-${max}个字` : null;
};

/** Optional text of at most `max` characters: <label>不能超过max个字. */
export const atMost = (label: string, max: number) => (v: unknown): string | null => (charLen(text(v)) > max ? `${label}不能超过${max}个字` : null);

const oneOf = (values: number[], msg: string) => (v: unknown): string | null => (values.includes(Number(v)) && text(v) !== '' ? null : msg);

/** Stored image URLs, `min`–`max` of them. */
export function imagesProblem(v: unknown, label: string, min: number, max: number): string | null {
  const list = Array.isArray(v) ? v : [];
  if (list.length < min) return `请上传${label}`;
  if (list.length > max) return `${label}最多上传${max}张`;
  return list.every((u) => typeof u === 'string' && isImageUrl(u)) ? null : `${label}地址无效，请重新上传`;
}

export const WISH_AMOUNT_MIN = 1;
export const WISH_AMOUNT_MAX = 5000;

export function amountProblem(v: unknown): string | null {
  if (text(v) === '') return '请填写心愿金额';
  const f = fen(v);
  if (f === null) return '心愿金额须为数字，最多两位小数';
  return f < WISH_AMOUNT_MIN * 100 || f > WISH_AMOUNT_MAX * 100 ? `心愿金额须在${WISH_AMOUNT_MIN}至${WISH_AMOUNT_MAX}元之间` : null;
}

export function ageProblem(v: unknown): string | null {
  const s = text(v);
  if (s === '') return '请填写受助人年龄';
  return /^\d{1,3}$/.test(s) && Number(s) >= 1 && Number(s) <= 100 ? null : '受助人年龄须在1-100岁之间';
}

/** Province and city of one chain (district optional). */
export function regionProblem(p: Pick<WishPayload, 'province' | 'city' | 'district'>): string | null {
  if (!p.province || !p.city) return '请选择完整的所在地区';
  const chained = p.city.slice(0, 2) === p.province.slice(0, 2) && (!p.district || p.district.slice(0, 4) === p.city.slice(0, 4));
  return chained ? null : '所在地区不一致，请重新选择';
}

type WishField = keyof WishPayload;

/** Each field's rule, in the contract's order (the first problem is the one named). */
export const WISH_RULES: Array<[WishField, (v: unknown, p: WishPayload) => string | null]> = [
  ['type', oneOf([1, 2], '请选择心愿类型')],
  ['title', sized('心愿标题', 2, 30)],
  ['story', sized('心愿故事', 10, 1000)],
  ['child_name', sized('受助人姓名', 2, 20)],
  ['child_gender', oneOf([1, 2], '请选择受助人性别')],
  ['child_age', ageProblem],
  ['school', sized('学校', 2, 50)],
  ['grade', atMost('年级', 20)],
  ['report_org_id', (v) => (Number(v) > 0 ? null : '请选择上报单位')],
  ['cover', (v) => (text(v) === '' ? '请上传封面图' : isImageUrl(text(v)) ? null : '封面图地址无效，请重新上传')],
  ['images', (v) => imagesProblem(v ?? [], '心愿图片', 0, 9)],
  ['target_amount', amountProblem],
  ['province', (_, p) => regionProblem(p)],
  ['address', atMost('详细地址', 100)],
];

export function wishFieldProblem(field: WishField, p: WishPayload): string | null {
  const rule = WISH_RULES.find(([f]) => f === field);
  return rule ? rule[1](p[field], p) : null;
}

export function firstWishProblem(p: WishPayload): { field: WishField; message: string } | null {
  for (const [field, rule] of WISH_RULES) {
    const message = rule(p[field], p);
    if (message) return { field, message };
  }
  return null;
}

// Claims, delivery, links and copywriting.
export const claimerNameProblem = sized('认领人', 2, 20);
export const claimerPhoneProblem = (v: unknown): string | null => (text(v) === '' ? '请填写联系电话' : isMobile(text(v)) ? null : '联系电话格式不正确');
export const billTitleProblem = sized('票据抬头', 2, 50);
export const expressCompanyProblem = sized('快递公司', 2, 20);
export const expressNoProblem = (v: unknown): string | null => (text(v) === '' ? '请填写快递单号' : /^[A-Za-z0-9]{6,30}$/.test(text(v)) ? null : '快递单号格式不正确');
export const receiverProblem = sized('签收人', 2, 20);
export const feedbackMessageProblem = sized('反馈留言', 5, 500);
export const feedbackImagesProblem = (v: unknown): string | null => imagesProblem(v, '反馈图片', 1, 9);
export const changeReasonProblem = (v: unknown): string | null => (text(v) === '' ? '请填写变更原因' : sized('变更原因', 5, 200)(v));

/** 送达日期: a real day, not before the claim's day, not after today (both `YYYY-MM-DD`, China). */
export function deliveredProblem(v: unknown, claimDay: string | null, today: string): string | null {
  const s = text(v);
  if (s === '') return '请选择送达日期';
  if (!realDate(s)) return '送达日期格式不正确';
  if (claimDay && s < claimDay) return '送达日期不能早于认领日期';
  return s > today ? '送达日期不能晚于今天' : null;
}

export const linkTitleProblem = sized('链接标题', 2, 30);
export const shareTitleProblem = sized('分享标题', 2, 30);
export const shareDescriptionProblem = sized('分享描述', 2, 100);
export const storedImageProblem = (label: string) => (v: unknown): string | null => imagesProblem(v, label, 1, 1);
