// /login: account, password and captcha; on success a full page load to the sanitised
// ?redirect (the BFF sets the session cookie), on failure the message and the typed values.
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { hardNavigate } from '../../lib/navigate';
import { sanitizeRedirect } from '../../lib/redirect';
import type { PageProps } from '../../pages/types';
import { captchaUrl, login, type LoginForm } from './api';

export function LoginPage({ search, now }: PageProps) {
  const [form] = Form.useForm<LoginForm>();
  // Deterministic first URL (server time) so the server and hydration render the same src.
  const [captcha, setCaptcha] = useState(() => captchaUrl(now));
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refreshCaptcha = () => setCaptcha(captchaUrl(`${Date.now()}${Math.random().toString().slice(2, 8)}`));

  const onFinish = async (values: LoginForm) => {
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
    form.setFieldValue('verify', '');
    setSubmitting(false);
  };

  return (
    <div className="login-page">
      <div className="login-panel">
        <div className="login-brand">
          <Typography.Title level={2} className="login-title">
            机构中心
          </Typography.Title>
          <Typography.Paragraph className="login-subtitle">联合劝募公益平台 · 公益机构工作台</Typography.Paragraph>
        </div>
        <Form<LoginForm> form={form} name="login" size="large" autoComplete="on" onFinish={onFinish} data-testid="login-form">
          {error && <Alert className="login-error" type="error" showIcon message={error} data-testid="login-error" />}
          <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" data-testid="login-account" />
          </Form.Item>
          <Form.Item name="pwd" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Form.Item>
            <div className="login-captcha-row">
              <Form.Item name="verify" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                <Input prefix={<SafetyOutlined />} placeholder="验证码" autoComplete="off" maxLength={8} data-testid="login-verify" />
              </Form.Item>
              <img
                src={captcha}
                className="login-captcha"
                alt="验证码，点击刷新"
                title="看不清？点击刷新"
                data-testid="login-captcha"
                onClick={refreshCaptcha}
              />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block autoInsertSpace={false} loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </Form>
        <Typography.Paragraph className="login-footer">忘记密码请联系平台管理员</Typography.Paragraph>
      </div>
    </div>
  );
}
