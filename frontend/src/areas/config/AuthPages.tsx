// 机构认证: the state and what to do next, the form for first and change authentication, the
// confirmation and the data in force (the review queue, roles 2/99, is AuthReviewPage.tsx).
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Input, Radio, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Field, FormNotices, dateTime, definePage, noLoaders, problemRule, snapshotKey, useCan, useKeptForm, type DeclaredPageProps, formInvalidToast, formToast, lengthLimit } from '../../components/kit';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { RegionPicker } from '../../components/RegionPicker';
import { submitAuth } from './api';
import { certificateValidToProblem, creditCodeValid, isPhone } from './rules';
import { chinaToday } from '../../components/kit/checks';
import dayjs from '../../lib/dayjs';
import { MicroAuthForm, MicroAuthState } from './MicroAuthPages';
import { AuthDetails } from './AuthDetails';
import { IconResult } from '../../components/IconResult';
import { ORG_TYPES, kindText, type AuthForm, type AuthInfo, type MicroAuthInfo } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'processing', 5: 'warning' };

export const AuthPage = definePage(['auth', 'micro'], ({ load }) => {
  const { review, microAuth } = useCan('config');
  const info = load<AuthInfo>('auth');
  const micro = load<MicroAuthInfo>('micro');
  const [type, setType] = useState<number | undefined>(undefined);
  // A micro organisation (role 4) authenticates with the micro organisations' lighter file.
  if (microAuth) {
    return <Card title="微机构认证">{micro.ok ? <MicroAuthState info={micro.data} withLink /> : micro.msg}</Card>;
  }
  if (!info.ok) return <Card title="机构认证">{info.msg}</Card>;
  const a = info.data;
  const t = type ?? (a.type || 1);
  const returned = a.certification === 3 || a.certification === 5;
  return (
    <Card title="机构认证">
      <p>
        认证状态：<Tag color={STATE_COLOR[a.certification]} data-testid="auth-state">{a.certification_label}</Tag>
      </p>
      {a.certification === 0 && <Alert type="info" showIcon title="机构尚未认证，完成认证后才能发布募款项目。" />}
      {returned && (
        <Alert type="error" showIcon data-testid="return-reason" title={a.certification === 3 ? '认证被退回' : '变更被退回，原认证资料继续有效'} description={`退回原因：${a.return_reason}`} />
      )}
      {(a.certification === 1 || a.certification === 4) && <Alert type="info" showIcon title="资料正在审核中，请耐心等待平台审核结果。" />}
      <Space style={{ marginTop: 16 }} wrap>
        {a.actions.length > 0 && (
          <Select value={t} onChange={setType} style={{ width: 160 }} options={ORG_TYPES.map((o) => ({ value: o.value, label: o.label }))} aria-label="机构类型" data-testid="auth-type" />
        )}
        {a.actions.includes('submit_first') && (
          <AppLink to={`/config/auth/firstAuth/${t}`} data-testid="go-first-auth">{a.certification === 3 ? '修改后重新提交' : '开始认证'}</AppLink>
        )}
        {a.actions.includes('submit_change') && <AppLink to={`/config/auth/changeAuth/${t}`} data-testid="go-change-auth">申请变更认证</AppLink>}
        {a.is_certified && <AppLink to={`/config/auth/alreadyAuth/${a.type || 1}`}>查看已认证信息</AppLink>}
        {review ? <AppLink to="/config/authReview">认证审核</AppLink> : <AppLink to="/config/changeIndex">认证记录</AppLink>}
      </Space>
    </Card>
  );
});

interface FormValues extends Omit<AuthForm, 'province' | 'city' | 'district' | 'type'> {
  region: string[];
}

function AuthFormPage({ load, params, route, change }: DeclaredPageProps<'auth'> & { change: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const onceKey = useIdempotencyKey();
  const [serverError, setServerError] = useState<string | null>(null);
  const kept = useKeptForm(form, snapshotKey(route.name, params.type, 'config'));
  const info = load<AuthInfo>('auth');
  const type = Number(params.type);
  const orgType = ORG_TYPES.find((o) => o.value === type);
  if (!orgType) return <Card>机构类型不正确</Card>;
  // Start from the data in force for a change, or the latest (returned) submission to fix it.
  // A first authentication with nothing submitted yet starts from what the platform knows.
  const start = info.ok ? ((change ? info.data.current : info.data.latest?.data) ?? info.data.known ?? null) : null;
  const initial = { public_fundraising: 0, ...start, region: start ? [start.province, start.city, start.district].filter(Boolean) : [] };
  const today = chinaToday();
  const submit = async (v: FormValues) => {
    const [province = '', city = '', district = ''] = v.region ?? [];
    kept.saveNow();
    setBusy(true);
    setServerError(null);
    try {
      const { region: _r, ...rest } = v;
      const res = await submitAuth(change, { ...rest, type, province, city, district, credit_code: v.credit_code.trim().toUpperCase() }, onceKey());
      if (res.code === 200) {
        kept.clear();
        navigate('/config/auth/completed');
      } else {
        setServerError(res.msg);
        formToast(message, 'error', res.msg);
      }
    } catch {
      // lib/http showed the error (or is on its way to the login page); the snapshot keeps the form.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={`${change ? '变更认证' : '首次认证'}（${orgType.label}）`}>
      {info.ok && info.data.return_reason && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`退回原因：${info.data.return_reason}`} />}
      <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={() => setServerError(null)} />
      <Form form={form} layout="vertical" style={{ maxWidth: 960 }} initialValues={initial} onFinish={submit} onFinishFailed={() => formInvalidToast(message)} onValuesChange={kept.onValuesChange} data-testid="auth-form">
        <Row gutter={24}>
          <Field md={12} label="机构名称" name="name" rules={[{ required: true, message: '请填写机构名称' }, { min: 2, max: 50, message: '机构名称长度须为2-50个字' }]}><Input {...lengthLimit(50)} /></Field>
          <Field md={12} label="统一社会信用代码" name="credit_code" rules={[
            { required: true, message: '请填写统一社会信用代码' },
            problemRule((v) => (!v || (String(v).length === 18 && creditCodeValid(String(v))) ? null : '统一社会信用代码校验不通过，请核对后重新填写')),
            problemRule((v) => (!v || String(v).startsWith(orgType.prefix) ? null : `${orgType.label}的代码以${orgType.prefix}开头`)),
          ]}><Input {...lengthLimit(18)} /></Field>
          <Field md={12} label="登记管理机关" name="registration_authority" rules={[{ required: true, message: '请填写登记管理机关' }, { min: 2, max: 50, message: '登记管理机关长度须为2-50个字' }]}><Input placeholder="如：昆明市民政局" {...lengthLimit(50)} /></Field>
          <Field md={12} label="业务主管单位" name="supervisor" rules={[{ max: 50, message: '业务主管单位长度不能超过50个字' }]}><Input placeholder="直接登记的可不填" {...lengthLimit(50)} /></Field>
          <Field
            md={12}
            label="登记证书有效期至"
            name="certificate_valid_to"
            required
            rules={[problemRule((v) => certificateValidToProblem(v, today))]}
            // The form keeps the date as `YYYY-MM-DD` text (what the platform takes and the snapshot stores).
            getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, 'YYYY-MM-DD') : null })}
            normalize={(d: { format: (f: string) => string } | null) => (d ? d.format('YYYY-MM-DD') : '')}
          >
            <DatePicker style={{ width: '100%' }} placeholder="请选择有效期截止日期" disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="auth-valid-to" />
          </Field>
          <Field md={12} label="法定代表人" name="legal_person" rules={[{ required: true, message: '请填写法定代表人' }, { min: 2, max: 20, message: '法定代表人长度须为2-20个字' }]}><Input {...lengthLimit(20)} /></Field>
          <Field md={12} label="登记证书" name="certificate_images" rules={[{ required: true, type: 'array', min: 1, message: '请上传登记证书' }]}><ImageUpload maxCount={5} /></Field>
          <Field md={12} label="公募资质" name="public_fundraising"><Radio.Group options={[{ value: 0, label: '无' }, { value: 1, label: '有' }]} /></Field>
          <Form.Item noStyle shouldUpdate={(a, b) => a.public_fundraising !== b.public_fundraising}>
            {({ getFieldValue }) => getFieldValue('public_fundraising') === 1 && (
              <Field md={12} label="公开募捐资格证书" name="fundraising_images" rules={[{ required: true, type: 'array', min: 1, message: '请上传公开募捐资格证书' }]}><ImageUpload maxCount={5} /></Field>
            )}
          </Form.Item>
        </Row>
        <Row gutter={24}>
          <Field md={12} label="联系人" name="contact" rules={[{ required: true, message: '请填写联系人' }, { min: 2, max: 20, message: '联系人长度须为2-20个字' }]}><Input {...lengthLimit(20)} /></Field>
          <Field md={12} label="联系电话" name="phone" rules={[{ required: true, message: '请填写联系电话' }, problemRule((v) => (!v || isPhone(String(v)) ? null : '联系电话格式不正确（手机号或区号-座机号）'))]}><Input /></Field>
          <Field md={12} label="联系邮箱" name="email" rules={[{ required: true, message: '请填写联系邮箱' }, { type: 'email', message: '联系邮箱格式不正确' }]}><Input /></Field>
          <Field md={12} label="所在地区" name="region" rules={[{ required: true, type: 'array', min: 2, message: '请选择完整的所在地区' }]}><RegionPicker /></Field>
          <Field md={24} label="详细地址" name="address" rules={[{ required: true, message: '请填写详细地址' }, { min: 5, max: 100, message: '详细地址长度须为5-100个字' }]}><Input {...lengthLimit(100)} /></Field>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="auth-submit">提交审核</Button>
      </Form>
    </Card>
  );
}

export const FirstAuthPage = definePage(['auth'], (p) =>
  Number(p.params.type) === 4 ? <MicroAuthForm info={p.load<MicroAuthInfo>('micro')} routeName={p.route.name} /> : <AuthFormPage {...p} change={false} />,
['micro']);
export const ChangeAuthPage = definePage(['auth'], (p) => <AuthFormPage {...p} change />);

export const AuthCompletedPage = noLoaders(function AuthCompletedPage() {
  return <IconResult status="success" title="认证资料已提交" subTitle="平台将尽快审核，审核结果会显示在机构认证页。" extra={<AppLink to="/config/auth">返回机构认证</AppLink>} />;
});

export const AlreadyAuthPage = definePage(['auth'], ({ load }) => {
  const info = load<AuthInfo>('auth');
  if (!info.ok) return <Card>{info.msg}</Card>;
  if (!info.data.current) return <Card title="已认证信息">机构尚未通过认证。<AppLink to="/config/auth">去认证</AppLink></Card>;
  return <Card title={`已认证信息（${info.data.type_label}）`}><AuthDetails d={info.data.current} typeLabel={info.data.type_label} /></Card>;
});

/** 认证记录: the organisation's latest submission. Reviewers review on 认证审核 (authReview). */
export const ChangeIndexPage = definePage(['auth'], ({ load }) => {
  const { review } = useCan('config');
  const info = load<AuthInfo>('auth');
  const latest = info.ok ? info.data.latest : null;
  return (
    <Card title="认证记录">
      {review && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={<>机构提交的认证申请请在 <AppLink to="/config/authReview">认证审核</AppLink> 中处理。</>} />}
      {latest ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="类型">{kindText(latest)}</Descriptions.Item>
          <Descriptions.Item label="状态">{latest.status_label}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{dateTime(latest.submitted_at)}</Descriptions.Item>
          {latest.reason && <Descriptions.Item label="退回原因">{latest.reason}</Descriptions.Item>}
        </Descriptions>
      ) : '暂无认证记录'}
    </Card>
  );
});
