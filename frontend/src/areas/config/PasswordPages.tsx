// 登录管理 and the two ways to change the password (old password; SMS code to the bound number).
import { App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { dateTime, definePage, formInvalidToast, formToast, lengthLimit, noLoaders } from '../../components/kit';
import { changePassword, mobileChangePassword, sendMobileCode } from './api';
import { isMobile, passwordProblem } from './rules';
import type { AccountInfo } from './types';

const newPasswordRules = [
  { validator: (_: unknown, v: string) => (passwordProblem(v ?? '') ? Promise.reject(new Error(passwordProblem(v ?? '')!)) : Promise.resolve()) },
];
const confirmRules = [
  { required: true, message: '请再次输入新密码' },
  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: (_: unknown, v: string) => (v === getFieldValue('new_pwd') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
  }),
];

/** The new password and its confirmation, shared by both ways of changing it. */
function NewPasswordFields() {
  return (
    <>
      <Form.Item label="新密码" name="new_pwd" rules={newPasswordRules} extra="8-20位，须同时包含字母和数字">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" dependencies={['new_pwd']} rules={confirmRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

export const OrgInfoPage = definePage(['account'], ({ load }) => {
  const info = load<AccountInfo>('account');
  return (
    <Card title="登录管理">
      {info.ok ? (
        <Descriptions column={1} bordered size="small" data-testid="account-info">
          <Descriptions.Item label="登录账号">{info.data.account}</Descriptions.Item>
          <Descriptions.Item label="账号名称">{info.data.name}</Descriptions.Item>
          <Descriptions.Item label="绑定手机">{info.data.mobile || '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="登录次数">{info.data.login_count}</Descriptions.Item>
          <Descriptions.Item label="上次登录">{dateTime(info.data.last_login_at)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <p>{info.msg}</p>
      )}
      <Space style={{ marginTop: 16 }}>
        <AppLink to="/config/orgInfo/passwordChangePassword">用原密码修改密码</AppLink>
        <AppLink to="/config/orgInfo/mobileChangePassword">用手机验证码修改密码</AppLink>
      </Space>
    </Card>
  );
});

function useDone() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (res: { code: number; msg: string }, form: { setFields: (f: { name: string; errors: string[] }[]) => void }, field: string) => {
    if (res.code === 200) {
      formToast(message, 'success', '密码修改成功，其他设备上的登录已失效');
      navigate('/config/orgInfo');
    } else {
      form.setFields([{ name: field, errors: [res.msg] }]);
    }
  };
}

export const PasswordChangePage = noLoaders(function PasswordChangePage() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const done = useDone();
  const submit = async (v: { old_pwd: string; new_pwd: string }) => {
    setBusy(true);
    try {
      const res = await changePassword(v.old_pwd, v.new_pwd);
      done(res, form, res.msg.includes('原密码') ? 'old_pwd' : 'new_pwd');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="修改登录密码">
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit} onFinishFailed={() => formInvalidToast(message)} data-testid="password-form">
        <Form.Item label="原密码" name="old_pwd" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={busy}>确认修改</Button>
      </Form>
    </Card>
  );
});

export const MobilePasswordPage = noLoaders(function MobilePasswordPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const done = useDone();
  useEffect(() => {
    if (wait <= 0) return undefined;
    const t = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  const send = async () => {
    const mobile = String(form.getFieldValue('mobile') ?? '').trim();
    if (!isMobile(mobile)) {
      form.setFields([{ name: 'mobile', errors: ['请输入11位手机号'] }]);
      return;
    }
    const res = await sendMobileCode(mobile);
    if (res.code !== 200) {
      form.setFields([{ name: 'mobile', errors: [res.msg] }]);
      return;
    }
    setWait(60);
    // Test mode reveals the code (there is no phone); a real platform never does.
    void message.success(res.data?.code ? `验证码已发送（测试模式：${res.data.code}）` : '验证码已发送');
  };
  const submit = async (v: { mobile: string; code: string; new_pwd: string }) => {
    setBusy(true);
    try {
      const res = await mobileChangePassword(v.mobile.trim(), v.code.trim(), v.new_pwd);
      done(res, form, res.msg.includes('手机号') ? 'mobile' : res.msg.includes('验证码') ? 'code' : 'new_pwd');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="手机验证修改密码">
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit} onFinishFailed={() => formInvalidToast(message)} data-testid="mobile-password-form">
        <Form.Item label="绑定手机号" name="mobile" rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确' }]}>
          <Input {...lengthLimit(11)} />
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
              <Input {...lengthLimit(6)} placeholder="6位数字" />
            </Form.Item>
            <Button onClick={send} disabled={wait > 0} data-testid="send-code">{wait > 0 ? `${wait}秒后重发` : '获取验证码'}</Button>
          </Space.Compact>
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={busy}>确认修改</Button>
      </Form>
    </Card>
  );
});
