// Form rules every project area's rule table is built from (/SJ's project form, /SJM's micro
// project form): required lengths, mobiles, dates, the fundraising window, regions, images, the
// change reason, and walking a table in the contract's order. Pure; messages as the platform's.
import { charLen, daysBetween, isImageUrl, isMobile, realDate } from './checks';

export const empty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));

/** 请填写<label> / <label>长度须为<min>-<max>个字. */
export function lengthRule(label: string, min: number, max: number) {
  return (v: unknown): string | null => {
    if (empty(v)) return `请填写${label}`;
    const n = charLen(text(v));
    return n < min || n > max ? `${label}长度须为${min}-${max}个字` : null;
  };
}

export const mobileRule = (label: string) => (v: unknown): string | null => (empty(v) ? `请填写${label}` : isMobile(text(v)) ? null : `${label}格式不正确`);

/** A `YYYY-MM-DD` field's problem as the platform words it (请选择…, …格式不正确), or null. */
export const dayProblem = (v: unknown, label: string): string | null => (empty(v) ? `请选择${label}` : realDate(text(v)) ? null : `${label}格式不正确`);

/** 募款时间: start today (or `notBefore`, the online date) or later, end after start, at most `maxDays`. */
export function fundWindowProblem(start: unknown, end: unknown, today: string, maxDays: number, notBefore = today): string | null {
  const s = text(start);
  const e = text(end);
  const startProblem = dayProblem(start, '募款开始日期');
  if (startProblem) return startProblem;
  if (s < notBefore) return notBefore === today ? '募款开始日期不能早于今天' : '募款开始日期不能早于上线日期';
  const endProblem = dayProblem(end, '募款结束日期');
  if (endProblem) return endProblem;
  if (e <= s) return '募款结束日期须晚于开始日期';
  return daysBetween(s, e) > maxDays ? `募款时间不能超过${maxDays}天` : null;
}

/** Province and city as 6-digit codes, the district optional (cities such as 东莞 have none). */
export function regionProblem(p: { province?: unknown; city?: unknown; district?: unknown }, label: string): string | null {
  const code = (c: unknown) => typeof c === 'string' && /^\d{6}$/.test(c);
  return code(p.province) && code(p.city) && (empty(p.district) || code(p.district)) ? null : `请选择完整的${label}`;
}

export const coverProblem = (v: unknown): string | null => (empty(v) ? '请上传封面图' : isImageUrl(text(v)) ? null : '封面图地址无效，请重新上传');

export function imagesProblem(v: unknown, label: string, max: number): string | null {
  const list = Array.isArray(v) ? v : [];
  if (list.length > max) return `${label}最多上传${max}张`;
  return list.every((u) => typeof u === 'string' && isImageUrl(u)) ? null : `${label}地址无效，请重新上传`;
}

/** Visible text of an HTML fragment (what the 20–20 000 characters of a rich-text detail count: /SJ 项目详情, /SX 活动详情). */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export const changeReasonProblem = (v: unknown): string | null => {
  if (empty(v)) return '请填写变更原因';
  const n = charLen(text(v));
  return n < 5 || n > 200 ? '变更原因长度须为5-200个字' : null;
};

/** A rule of a form's table: the field's value, the whole payload and the area's context. */
export type FieldRule<P, C> = (v: unknown, p: P, ctx: C) => string | null;

/** The first problem of a payload, walking the table in the contract's order; null when it may be sent. */
export function firstProblemOf<P, C>(rules: ReadonlyArray<readonly [keyof P & string, FieldRule<P, C>]>, p: P, ctx: C): { field: keyof P & string; message: string } | null {
  for (const [field, rule] of rules) {
    const message = rule(p[field], p, ctx);
    if (message) return { field, message };
  }
  return null;
}
