// Why the user is on the login page: the BFF sends them here with `?error=<reason>` when the
// session ended or the user could not be loaded (spec §5/§8). Unknown reasons still say
// something (spec §8: the error's message, or 'Has Error').

import { SESSION_ENDED } from '../../../lib/redirect';

const REASONS: Record<string, string> = {
  expired: '登录已过期，请重新登录',
  // A call found the session over: logged out in another tab, or ended by the platform.
  [SESSION_ENDED]: '登录已失效，请重新登录',
  // Spec §5's texts for user info without data and without roles, as the spec words them.
  verify: 'Verification failed, please Login again.',
  roles: 'getInfo: roles must be a non-null array!',
  // The platform could not tell who the user is (the BFF's messages for these failures).
  timeout: '请求超时，请稍后重试',
  unreachable: '网络错误，平台服务暂时无法连接',
  upstream: '平台服务返回了无法识别的响应，请稍后重试',
};

/** The message for the page's `?error=`, or null when there is none. */
export function loginReason(search: string): string | null {
  const reason = new URLSearchParams(search).get('error');
  if (reason === null) return null;
  return Object.hasOwn(REASONS, reason) ? REASONS[reason] : 'Has Error';
}
