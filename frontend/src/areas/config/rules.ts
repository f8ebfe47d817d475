// Client-side checks mirroring the sandbox's rules, so the user sees the message before sending.
// The server checks again; these only save a round trip.
import { creditCodeValid, realDate as isCalendarDate } from '../../components/kit/checks';

export { creditCodeValid };

/** 8–20 printable ASCII characters with a letter and a digit. Returns the problem or null. */
export function passwordProblem(p: string): string | null {
  if (!p) return '请输入新密码';
  if (p.length < 8 || p.length > 20) return '新密码长度须为8-20位';
  if (!/^[\x21-\x7e]+$/.test(p)) return '新密码只能包含字母、数字和常用符号，不能有空格或中文';
  if (!/[A-Za-z]/.test(p) || !/\d/.test(p)) return '新密码须同时包含字母和数字';
  return null;
}

export const isMobile = (s: string): boolean => /^1[3-9]\d{9}$/.test(s);
export const isPhone = (s: string): boolean => isMobile(s) || /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/.test(s);

/** 登记证书有效期: a real date, not before `today` (China's date; valid until today still counts). */
export function certificateValidToProblem(v: unknown, today: string): string | null {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) return '请填写登记证书有效期';
  if (!isCalendarDate(s)) return '登记证书有效期格式不正确';
  return s < today ? '登记证书已过期，请上传有效期内的登记证书' : null;
}
