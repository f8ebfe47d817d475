// 微机构认证 (role 4, on /config/auth/firstAuth/4): a micro organisation — often an unregistered
// volunteer group — proves who it is with a lighter file than the organisations' authentication:
// the group's name, its responsible person with ID card and mobile, its region, the registered
// organisation that sponsors it and proof images. The page shows the state and the return
// reason; the form is open while nothing is submitted or after a return (contract-sandbox.md,
// "Micro-organisation authentication").
import { Alert, App, Button, Card, Descriptions, Form, Input, Row, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Field, FormNotices, dateTime, formInvalidToast, lengthLimit, problemRule, snapshotKey, useFormSend, useKeptForm, type Loaded, TextField } from '../../components/kit';
import { creditCodeValid, idCardValid, isMobile } from '../../components/kit/checks';
import { RegionPicker } from '../../components/RegionPicker';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { useIdempotencyKey } from '../../lib/idempotency';
import { submitMicroAuth } from './api';
import type { MicroAuthInfo, MicroAuthPayload } from './types';
import { inState } from '../../components/kit/states';

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

interface Values extends Omit<MicroAuthPayload, 'province' | 'city' | 'district'> {
  region: string[];
}

/** The state of the caller's micro-organisation authentication, with what to do next. */
export function MicroAuthState({ info, withLink }: { info: MicroAuthInfo; withLink?: boolean }) {
  return (
    <Space orientation="vertical" className="full-width" size="middle" data-testid="micro-auth-state">
      <p style={{ margin: 0 }}>
        微机构认证状态：<Tag color={STATE_COLOR[info.auth_status]} data-testid="micro-auth-status">{info.auth_status_label}</Tag>
      </p>
      {inState('micro_auth', info.auth_status, '未提交') && <Alert type="info" showIcon title="微机构通过认证后才能提交微项目；平台为您创建的微项目可以先保存为草稿。" />}
      {inState('micro_auth', info.auth_status, '待审核') && <Alert type="info" showIcon title="认证资料正在审核中，请耐心等待平台审核结果。" />}
      {inState('micro_auth', info.auth_status, '已通过') && <Alert type="success" showIcon title="微机构已通过认证，可以提交微项目。" />}
      {inState('micro_auth', info.auth_status, '已退回') && <Alert type="error" showIcon title="认证被退回" description={`退回原因：${info.return_reason ?? ''}`} data-testid="micro-auth-return" />}
      {withLink && info.actions.includes('submit') && (
        <AppLink to="/config/auth/firstAuth/4" data-testid="go-micro-auth">
          {inState('micro_auth', info.auth_status, '已退回') ? '修改后重新提交' : '开始微机构认证'}
        </AppLink>
      )}
    </Space>
  );
}

function Submitted({ s }: { s: NonNullable<MicroAuthInfo['latest']> }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="micro-auth-latest">
      <Descriptions.Item label="团体名称">{s.group_name}</Descriptions.Item>
      <Descriptions.Item label="负责人">{s.leader_name}</Descriptions.Item>
      <Descriptions.Item label="挂靠机构">{s.sponsor_name}</Descriptions.Item>
      <Descriptions.Item label="提交时间">{dateTime(s.submitted_at)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The form, or the state when the authentication is waiting or passed. */
/** A required field checked once filled: 「请填写<label>」, else 「<label><wrong>」 when `valid` refuses the trimmed value. */
const checked = (label: string, valid: (v: string) => boolean, wrong: string) => [
  { required: true, message: `请填写${label}` },
  problemRule((v) => (!v || valid(String(v).trim()) ? null : `${label}${wrong}`)),
];

export function MicroAuthForm({ info, routeName }: { info: Loaded<MicroAuthInfo>; routeName: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const onceKey = useIdempotencyKey();
  const kept = useKeptForm(form, snapshotKey(routeName, 4, 'config'));
  const { busy, serverError, clearServerError, send } = useFormSend(kept.clear, '提交失败');
  if (!info.ok) return <Card title="微机构认证">{info.msg}</Card>;
  const a = info.data;
  const open = a.actions.includes('submit');
  const start = a.latest;
  const initial: Partial<Values> = start
    ? { ...start, leader_id_card: '', region: [start.province, start.city, start.district ?? ''].filter(Boolean) }
    : { proof_images: [], region: [] };
  const submit = async (v: Values) => {
    const [province = '', city = '', district = ''] = v.region ?? [];
    kept.saveNow();
    const { region: _r, ...rest } = v;
    const form = { ...rest, group_name: v.group_name.trim(), leader_id_card: v.leader_id_card.trim().toUpperCase(), sponsor_credit_code: v.sponsor_credit_code.trim().toUpperCase(), province, city, district };
    if (await send('submit', () => submitMicroAuth(form, onceKey()), '提交成功，请等待平台审核')) navigate('/config/auth');
  };
  return (
    <Card title="微机构认证" data-testid="micro-auth-page">
      <Space orientation="vertical" className="full-width" size="middle">
        <MicroAuthState info={a} />
        {!open && start && <Submitted s={start} />}
        {open && (
          <>
            <FormNotices snap={kept} form={form} serverError={serverError} onCloseError={clearServerError} />
            <Form
              form={form}
              layout="vertical"
              style={{ maxWidth: 960 }}
              initialValues={initial}
              onFinish={submit}
              onFinishFailed={() => formInvalidToast(message)}
              onValuesChange={kept.onValuesChange}
              data-testid="micro-auth-form"
            >
              <Row gutter={24}>
                <Field md={12} label="团体名称" name="group_name" rules={[{ required: true, message: '请填写团体名称' }, { min: 2, max: 50, message: '团体名称长度须为2-50个字' }]}>
                  <Input placeholder="如：杭州微光助学社" {...lengthLimit(50)} data-testid="m-group" />
                </Field>
                <Field md={12} label="所在地区" name="region" rules={[{ required: true, type: 'array', min: 2, message: '请选择完整的所在地区' }]}>
                  <RegionPicker changeOnSelect />
                </Field>
                <TextField md={8} label="负责人姓名" name="leader_name" rules={[{ required: true, message: '请填写负责人姓名' }, { min: 2, max: 20, message: '负责人姓名长度须为2-20个字' }]} max={20} testId="m-leader" />
                <TextField md={8} label="负责人身份证号" name="leader_id_card" rules={checked('负责人身份证号', idCardValid, '不正确')} extra={start ? '为保护隐私，重新提交时请再次填写' : undefined} max={18} testId="m-id-card" />
                <TextField md={8} label="负责人手机号" name="leader_phone" rules={checked('负责人手机号', isMobile, '格式不正确')} max={11} testId="m-phone" />
                <TextField md={12} label="挂靠机构名称" name="sponsor_name" rules={[{ required: true, message: '请填写挂靠机构名称' }, { min: 2, max: 50, message: '挂靠机构名称长度须为2-50个字' }]} extra="为本团体提供担保的已登记社会组织" max={50} testId="m-sponsor" />
                <TextField md={12} label="挂靠机构统一社会信用代码" name="sponsor_credit_code" rules={checked('挂靠机构统一社会信用代码', creditCodeValid, '不正确')} max={18} testId="m-sponsor-code" />
                <Field md={24} label="证明材料" name="proof_images" rules={[{ required: true, type: 'array', min: 1, message: '请上传证明材料' }]} extra="挂靠机构证明函、负责人身份证照片等，1-5张">
                  <ImageUpload maxCount={5} />
                </Field>
              </Row>
              <Button type="primary" htmlType="submit" loading={busy !== null} data-testid="micro-auth-submit">
                {inState('micro_auth', a.auth_status, '已退回') ? '重新提交' : '提交认证'}
              </Button>
            </Form>
          </>
        )}
      </Space>
    </Card>
  );
}
