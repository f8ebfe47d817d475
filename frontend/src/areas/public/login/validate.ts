// The login form's rules, as antd's Form had them: required fields, the account also not
// blank (whitespace only), the password and captcha taken as typed. Pure, so it is unit-tested.
import type { LoginForm } from '../api';

export type LoginField = keyof LoginForm;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** In the order they are on the page: the first invalid one gets the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['account', 'pwd', 'verify'];

const MESSAGES: Record<LoginField, string> = {
  account: '请输入账号',
  pwd: '请输入密码',
  verify: '请输入验证码',
};

/** The error of one field, or undefined when it is fine. */
export function validateField(field: LoginField, value: string): string | undefined {
  const empty = field === 'account' ? value.trim() === '' : value === '';
  return empty ? MESSAGES[field] : undefined;
}

/** Every field's error (fields without one are absent). */
export function validateLogin(values: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field on the page that has an error. */
export function firstInvalid(errors: LoginErrors): LoginField | undefined {
  return LOGIN_FIELDS.find((f) => errors[f] !== undefined);
}
