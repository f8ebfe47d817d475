// /login: account, password and captcha; on success a full page load to the sanitised
// ?redirect (the BFF sets the session cookie), on failure the message and the typed values.
// Drawn with antd's markup and styles but without antd's Form, Input, Typography and Alert,
// to keep the first download of the page small (login/useAntdLook.ts says how and why).
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { hardNavigate } from '../../lib/navigate';
import { sanitizeRedirect } from '../../lib/redirect';
import type { PageProps } from '../../pages/types';
import { captchaUrl, login, type LoginForm } from './api';
import { AffixInput } from './login/AffixInput';
import { ErrorAlert } from './login/ErrorAlert';
import { FormItem } from './login/FormItem';
import { PasswordInput } from './login/PasswordInput';
import { loginReason } from './login/reasons';
import { useAntdLook } from './login/useAntdLook';
import { firstInvalid, validateField, validateLogin, type LoginErrors, type LoginField } from './login/validate';

const EMPTY: LoginForm = { account: '', pwd: '', verify: '' };
// Element ids as antd's Form named "login" gave them (`<form name>_<field>`).
const id = (field: LoginField) => `login_${field}`;
const helpId = (field: LoginField) => `login_${field}_help`;

export function LoginPage({ search, now }: PageProps) {
  const hashId = useAntdLook();
  const [values, setValues] = useState<LoginForm>(EMPTY);
  // Like antd's Form: a field is checked as it changes, and all of them on submit.
  const [errors, setErrors] = useState<LoginErrors>({});
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  // Deterministic first URL (server time) so the server and hydration render the same src.
  const [captcha, setCaptcha] = useState(() => captchaUrl(now));
  // Why the user was sent here (?error=), until the first try replaces it.
  const [error, setError] = useState<string | null>(() => loginReason(search));
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = () => setCaptcha(captchaUrl(`${Date.now()}${Math.random().toString().slice(2, 8)}`));

  const change = (field: LoginField) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: validateField(field, value) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const res = await login(values);
      if (res.code === 200) {
        hardNavigate(sanitizeRedirect(new URLSearchParams(search).get('redirect')));
        return;
      }
      setError(res.msg || '登录失败，请重试');
    } catch {
      // The HTTP client already showed the toast; the form keeps what was typed.
    }
    // A captcha is single-use: show a new one and ask for its code again.
    refreshCaptcha();
    setValues((v) => ({ ...v, verify: '' }));
    setSubmitting(false);
  };

  const field = (name: LoginField) => ({
    id: id(name),
    value: values[name],
    onChange: change(name),
    error: errors[name],
    helpId: helpId(name),
    hashId,
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
  });

  return (
    // The page's main landmark and its one h1 (the product's name, drawn at antd's h2 size).
    <main className="login-page">
      <div className="login-panel">
        <div className="login-brand">
          <h1 className={`ant-typography login-title ${hashId}`}>机构中心</h1>
          <div className={`ant-typography login-subtitle ${hashId}`}>联合劝募公益平台 · 公益机构工作台</div>
        </div>
        <form
          id="login"
          autoComplete="on"
          onSubmit={(e) => void submit(e)}
          data-testid="login-form"
          className={`ant-form ant-form-horizontal ant-form-large ${hashId} ant-form-css-var`}
        >
          {error && <ErrorAlert hashId={hashId} className="login-error" message={error} />}
          <FormItem hashId={hashId} error={errors.account} helpId={helpId('account')}>
            <AffixInput {...field('account')} type="text" prefix={<UserOutlined />} placeholder="账号" autoComplete="username" data-testid="login-account" />
          </FormItem>
          <FormItem hashId={hashId} error={errors.pwd} helpId={helpId('pwd')}>
            <PasswordInput {...field('pwd')} prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" data-testid="login-password" />
          </FormItem>
          <FormItem hashId={hashId} error={errors.verify} helpId={helpId('verify')}>
            <div className="login-captcha-row">
              <AffixInput
                {...field('verify')}
                type="text"
                prefix={<SafetyOutlined />}
                placeholder="验证码"
                autoComplete="off"
                maxLength={8}
                data-testid="login-verify"
              />
              {/* A real button around the picture, so a new captcha is one Tab and Enter (or
                  Space) away, not only a click; its name says what it does. */}
              <button
                type="button"
                className="login-captcha-button"
                aria-label="换一张验证码"
                title="看不清？换一张"
                onClick={refreshCaptcha}
                data-testid="login-captcha-refresh"
              >
                <img src={captcha} className="login-captcha" alt="验证码" data-testid="login-captcha" />
              </button>
            </div>
          </FormItem>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </form>
        <div className={`ant-typography login-footer ${hashId}`}>忘记密码请联系平台管理员</div>
      </div>
    </main>
  );
}
