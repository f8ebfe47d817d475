import { request, type Envelope } from '../../lib/http';
import { withBase } from '../../lib/base';

export interface LoginForm {
  account: string;
  pwd: string;
  verify: string;
}

/** The login answer's `data` on success (never the token). */
export interface LoginAnswer {
  login_count: number;
}

/** POST /api/organization/login/login — the BFF keeps the token; `data.login_count` counts the logins. */
export function login(form: LoginForm): Promise<Envelope<LoginAnswer | null>> {
  return request<LoginAnswer | null>('POST', '/api/organization/login/login', { body: { ...form, account: form.account.trim() } });
}

/** The captcha image URL; `t` only defeats caches (the BFF keeps the key in a cookie). */
export function captchaUrl(t: string | number): string {
  return withBase(`/api/admin/verify?t=${t}`);
}
