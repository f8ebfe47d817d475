// 收款账户: the list, and one form for WeChat Pay, Alipay (PID + MD5 key) and Alipay open
// platform (AppID + RSA2 keys). Secrets are write-only: the form never shows a stored one, only
// whether one is set; leaving the field empty on edit keeps it.
import { App, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { ConfirmPopup } from '../../components/kit/ConfirmPopup';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { dateTime, definePage, formInvalidToast, formToast, lengthLimit, type DeclaredPageProps } from '../../components/kit';
import { deletePayAccount, savePayAccount } from './api';
import type { PayAccount } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';

const EDIT_ROUTE: Record<number, string> = { 1: 'editWXAccount', 2: 'editAlipayAccount', 3: 'editNewAlipayAccount' };

export const PayAccountPage = definePage(['accounts'], ({ load, reload }) => {
  const { message } = App.useApp();
  const list = load<{ list: PayAccount[]; total: number }>('accounts');
  const remove = async (id: number) => {
    const res = await deletePayAccount(id);
    if (res.code === 200) {
      void message.success('删除成功');
      reload();
    } else void message.error(res.msg, 5);
  };
  return (
    <Card title="收款账户" extra={<Space>
      <AppLink to="/config/payAccount/newWXAccount">新增微信收款账户</AppLink>
      <AppLink to="/config/payAccount/addAlipayAccount">新增支付宝账户</AppLink>
      <AppLink to="/config/payAccount/addNewAlipayAccount">新增支付宝开放平台账户</AppLink>
    </Space>}>
      {list.ok ? (
        <Table<PayAccount> rowKey="id" dataSource={list.data.list} pagination={false} data-testid="pay-accounts"
          locale={{ emptyText: '暂无收款账户' }}
          columns={[
            { title: '类型', dataIndex: 'kind_label' },
            { title: '收款主体', dataIndex: 'account_name' },
            { title: '账号', render: (_, a) => a.mch_id || a.partner || a.app_id },
            { title: '密钥', render: (_, a) => (a.has_secret ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>) },
            { title: '更新时间', render: (_, a) => dateTime(a.updated_at) },
            { title: '操作', render: (_, a) => (
              <Space>
                <AppLink to={`/config/payAccount/${EDIT_ROUTE[a.kind]}/${a.id}`}>编辑</AppLink>
                <ConfirmPopup title="确定删除该收款账户？" onConfirm={() => remove(a.id)} okText="删除" cancelText="取消"><Button type="link" danger>删除</Button></ConfirmPopup>
              </Space>
            ) },
          ]} />
      ) : list.msg}
    </Card>
  );
});

const SECRET_LABEL: Record<number, string> = { 1: 'API密钥', 2: 'MD5密钥', 3: '应用私钥' };

function PayAccountForm({ load, params, kind }: DeclaredPageProps<'account'> & { kind: 1 | 2 | 3 }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const onceKey = useIdempotencyKey();
  const editing = params.id !== undefined;
  const existing = editing ? load<PayAccount>('account') : null;
  if (existing && !existing.ok) return <Card>{existing.msg}</Card>;
  const current = existing?.ok ? existing.data : null;
  const submit = async (v: Record<string, string>) => {
    setBusy(true);
    try {
      const res = await savePayAccount({ ...v, kind, id: current?.id, account_name: v.account_name }, current ? undefined : onceKey());
      if (res.code === 200) {
        formToast(message, 'success', '保存成功');
        navigate('/config/payAccount');
      } else formToast(message, 'error', res.msg);
    } finally {
      setBusy(false);
    }
  };
  const req = (label: string) => ({ required: true, message: `请填写${label}` });
  const secretLabel = SECRET_LABEL[kind];
  return (
    <Card title={`${editing ? '编辑' : '新增'}${kind === 1 ? '微信' : kind === 2 ? '支付宝' : '支付宝开放平台'}收款账户`}>
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={current ?? {}} onFinish={submit} onFinishFailed={() => formInvalidToast(message)} data-testid="pay-form">
        <Form.Item label="收款主体名称" name="account_name" rules={[req('收款主体名称'), { min: 2, max: 50, message: '收款主体名称长度须为2-50个字' }]}><Input /></Form.Item>
        {kind === 1 && <>
          <Form.Item label="AppID" name="app_id" rules={[req('AppID'), { pattern: /^wx[0-9a-fA-F]{16}$/, message: 'AppID格式不正确，应为wx开头的18位字符' }]}><Input /></Form.Item>
          <Form.Item label="商户号" name="mch_id" rules={[req('商户号'), { pattern: /^\d{10}$/, message: '商户号格式不正确，应为10位数字' }]}><Input {...lengthLimit(10)} /></Form.Item>
        </>}
        {kind === 3 && <Form.Item label="AppID" name="app_id" rules={[req('AppID'), { pattern: /^20\d{14}$/, message: 'AppID格式不正确，应为20开头的16位数字' }]}><Input /></Form.Item>}
        {kind !== 1 && <Form.Item label="合作伙伴身份（PID）" name="partner" rules={[req('合作伙伴身份（PID）'), { pattern: /^2088\d{12}$/, message: 'PID格式不正确，应为2088开头的16位数字' }]}><Input /></Form.Item>}
        {kind === 2 && <Form.Item label="支付宝账号" name="alipay_account" rules={[req('支付宝账号')]}><Input placeholder="邮箱或手机号" /></Form.Item>}
        {kind === 3 && <Form.Item label="支付宝公钥" name="public_key" rules={[req('支付宝公钥')]}><Input.TextArea rows={4} /></Form.Item>}
        <Form.Item
          label={secretLabel}
          name="secret"
          extra={current?.has_secret ? `已设置${secretLabel}（出于安全不再显示），留空则保持不变` : `${secretLabel}保存后不会再显示`}
          rules={[
            { required: !current?.has_secret, message: `请填写${secretLabel}` },
            ...(kind === 3 ? [] : [{ pattern: /^[A-Za-z0-9]{32}$/, message: `${secretLabel}格式不正确，应为32位字母或数字` }]),
          ]}
        >
          {kind === 3 ? <Input.TextArea rows={4} autoComplete="off" data-testid="secret-input" /> : <Input.Password autoComplete="new-password" visibilityToggle={false} data-testid="secret-input" />}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="pay-submit">保存</Button>
      </Form>
    </Card>
  );
}

// The stored account loads only on the edit routes (…/:id).
export const WxAccountPage = definePage([], (p) => <PayAccountForm {...p} kind={1} />, ['account']);
export const AlipayAccountPage = definePage([], (p) => <PayAccountForm {...p} kind={2} />, ['account']);
export const NewAlipayAccountPage = definePage([], (p) => <PayAccountForm {...p} kind={3} />, ['account']);
