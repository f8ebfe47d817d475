// The case form: 新建求助 (newHelp), 编辑求助草稿 (draftHelp/:id) and 编辑求助 (editHelp/:id).
// Sections 基本信息, 受助人, 证明人, 收款信息, 图片材料; rules mirror the contract (rules.ts).
// 保存草稿 needs only the title. What the user typed is kept in sessionStorage (snapshot.ts)
// so neither a refused submit nor an expired session (login, come back) loses it.
import { Alert, Card, Col, DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RegionPicker } from '../../components/RegionPicker';
import { RemoteSelect } from '../../components/selectors/RemoteSelect';
import type { Option } from '../../components/selectors/api';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { Field, FormSection, LinkButton, LoadError, NumberInput, definePage, formRule, lengthLimit, snapshotKey, modeCalls, useDraftForm, useFormSnapshot, TextField } from '../../components/kit';
import { addCase, deleteDraft, editCase, editDraft, projectNames, submitDraft } from './api';
import { toFormValues, toPayload, type CaseFormValues } from './caseForm';
import { CaseStatusTag } from './common';
import { GENDER, PAY_METHOD, RELATION } from './labels';
import { DEADLINE_MAX_DAYS, addDays, caseFieldProblem, chinaToday, draftProblem, firstCaseProblem, type RuleContext } from './rules';
import type { CaseDetail, CasePayload, HelpType } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';
import { inState } from '../../components/kit/states';
import { DraftFormCard } from '../../components/kit/DraftFormCard';

type Mode = 'new' | 'draft' | 'edit';

/** antd rule running the contract's check of `field` over the whole form. */
function caseRule(field: keyof CasePayload, ctx: RuleContext): Rule {
  return formRule(({ getFieldsValue }) => caseFieldProblem(field, toPayload(getFieldsValue(true) as CaseFormValues), ctx));
}

async function searchProjects(title: string): Promise<Option[]> {
  try {
    const res = await projectNames(title);
    if (res.code !== 200) return [];
    return (res.data?.list ?? []).map((p) => ({ value: p.id, label: p.title, record: p as unknown as Record<string, unknown> }));
  } catch {
    return [];
  }
}

export const CaseFormPage = definePage(['types'], ({ load, params, route }) => {
  const mode: Mode = route.name === 'newHelp' ? 'new' : route.name === 'draftHelp' ? 'draft' : 'edit';
  const types = load<{ list: HelpType[] }>('types');
  const detail = mode === 'new' ? null : load<CaseDetail>('detail');
  if (!types.ok) return <LoadError what="求助类型" msg={types.msg} />;
  if (detail && !detail.ok) return <LoadError what="求助" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  if (current && mode === 'draft' && !inState('help_case', current.status, '草稿')) {
    return <NotEditable current={current} text="该求助已不是草稿，不能在草稿箱中编辑。" />;
  }
  if (current && mode === 'edit' && !(current.actions ?? []).includes('edit')) {
    return <NotEditable current={current} text={`该求助当前为「${current.status_label}」，不能编辑。只有待认领或已退回的求助可以编辑。`} />;
  }
  return <CaseForm key={`${route.name}:${params.id ?? ''}`} mode={mode} types={types.data.list} current={current} routeName={route.name} />;
}, ['detail']);

function NotEditable({ current, text }: { current: CaseDetail; text: string }) {
  return (
    <Card title={current.title}>
      <Alert type="warning" showIcon title={text} action={<LinkButton to={`/SZ/viewHelp/${current.id}`}>查看求助</LinkButton>} />
    </Card>
  );
}

function CaseForm({ mode, types, current, routeName }: { mode: Mode; types: HelpType[]; current: CaseDetail | null; routeName: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<CaseFormValues>();
  const payMethod = Form.useWatch('pay_method', form);
  const initial = useMemo(() => (current ? toFormValues(current) : { images: [], cover: [] }), [current]);
  const ctx: RuleContext = useMemo(() => ({ today: chinaToday(), helpTypeIds: types.map((t) => t.id) }), [types]);
  const key = snapshotKey(routeName, current?.id);
  const apply = useCallback((v: CasePayload) => form.setFieldsValue({ ...toFormValues(v) }), [form]);
  const snap = useFormSnapshot<CasePayload>(key, apply);
  const onceKey = useIdempotencyKey();
  const values = () => toPayload(form.getFieldsValue(true) as CaseFormValues);
  const send = useDraftForm<CasePayload>({
    form,
    snap,
    values,
    draftProblem,
    titleLabel: '求助标题',
    firstProblem: (p) => firstCaseProblem(p, ctx),
    itemOf: (f) => (['province', 'city', 'district'].includes(f) ? 'region' : f),
    ...modeCalls(mode, current?.id, { add: (p, draft) => addCase(p, draft, onceKey()), editDraft, submitDraft, edit: editCase }),
    submitted: '提交成功',
    onSubmitted: (id) => navigate(`/SZ/viewHelp/${id}`),
    onDrafted: (id) => {
      if (mode === 'new') navigate(`/SZ/draftHelp/${id}`, { replace: true });
    },
    remove: current ? () => deleteDraft(current.id) : undefined,
    onRemoved: () => navigate('/SZ/helpDraftBox'),
  });

  const rule = (field: keyof CasePayload) => [caseRule(field, ctx)];
  const title = mode === 'new' ? '新建求助' : mode === 'draft' ? '编辑求助草稿' : '编辑求助';
  const today = ctx.today;
  const lastDay = addDays(today, DEADLINE_MAX_DAYS);

  return (
    <DraftFormCard
      title={title}
      tag={current && <CaseStatusTag status={current.status} label={current.status_label} />}
      back={current && mode === 'edit' ? { to: `/SZ/viewHelp/${current.id}`, label: '查看求助' } : undefined}
      testId="case-form-page"
      notices={
        <>
          {current && inState('help_case', current.status, '已退回') && current.return_reason && (
            <Alert type="warning" showIcon title="平台退回了该求助" description={`退回原因：${current.return_reason}。修改后重新提交，将回到原审核人处继续审核。`} />
          )}
        </>
      }
      form={{ instance: form, initialValues: initial, testId: 'case-form', snap, read: values }}
      send={send}
      buttons={{ mode, returned: inState('help_case', current?.status, '已退回'), submitTestId: 'submit-case', titleLabel: '求助标题' }}
    >
      <FormSection title="基本信息" grid>
        <TextField md={12} label="求助标题" name="title" required rules={rule('title')} max={50} placeholder="2-50个字" testId="f-title" />
        <Field md={6} label="求助类型" name="help_type_id" required rules={rule('help_type_id')}>
          <Select placeholder="请选择" options={types.map((t) => ({ value: t.id, label: t.name }))} data-testid="f-type" />
        </Field>
        <Field md={6} label="所属项目" name="project_id" extra="可选，本机构募款中的项目">
          <RemoteSelect
            search={searchProjects}
            selected={current?.project_id && current.project_title ? { value: current.project_id, label: current.project_title, record: {} } : undefined}
            placeholder="请选择项目（可选）"
            data-testid="f-project"
          />
        </Field>
        <Field md={6} label="目标金额（元）" name="target_amount" required rules={rule('target_amount')}>
          <NumberInput placeholder="100 - 5000000" data-testid="f-amount" />
        </Field>
        <Field md={6} label="截止日期" name="deadline" required rules={rule('deadline')} extra="晚于今天，且不超过一年">
          <DatePicker
            style={{ width: '100%' }}
            placeholder="请选择截止日期"
            disabledDate={(d) => {
              const s = d.format('YYYY-MM-DD');
              return s <= today || s > lastDay;
            }}
            data-testid="f-deadline"
          />
        </Field>
        <TextField md={6} label="发布人姓名" name="publisher_name" required rules={rule('publisher_name')} max={20} testId="f-publisher-name" />
        <TextField md={6} label="发布人手机号" name="publisher_phone" required rules={rule('publisher_phone')} max={11} testId="f-publisher-phone" />
        <Col xs={24}>
          <Form.Item label="求助说明" name="summary" required rules={rule('summary')}>
            <Input.TextArea rows={6} {...lengthLimit(5000)} placeholder="请详细说明受助人的情况和资金用途（20-5000个字）" data-testid="f-summary" />
          </Form.Item>
        </Col>
        <Field md={10} label="所在地区" name="region" rules={rule('province')} extra="可选，请选择到区县">
          <RegionPicker data-testid="f-region" />
        </Field>
        <TextField md={14} label="详细地址" name="address" required rules={rule('address')} max={100} placeholder="5-100个字" testId="f-address" />
      </FormSection>
      <FormSection title="受助人" grid>
        <TextField md={6} label="受助人姓名" name="beneficiary_name" required rules={rule('beneficiary_name')} max={20} testId="f-b-name" />
        <Field md={6} label="性别" name="beneficiary_gender" required rules={rule('beneficiary_gender')}>
          <Radio.Group options={GENDER} data-testid="f-b-gender" />
        </Field>
        <Field md={6} label="年龄" name="beneficiary_age" required rules={rule('beneficiary_age')}>
          <NumberInput decimals={false} data-testid="f-b-age" />
        </Field>
        <TextField md={6} label="受助人手机号" name="beneficiary_phone" rules={rule('beneficiary_phone')} max={11} placeholder="可选" testId="f-b-phone" />
        <TextField md={12} label="受助人身份证号" name="beneficiary_id_card" required rules={rule('beneficiary_id_card')} max={18} testId="f-b-idcard" />
        <Field md={12} label="发布人与受助人关系" name="relation" required rules={rule('relation')}>
          <Select placeholder="请选择" options={RELATION} data-testid="f-relation" />
        </Field>
      </FormSection>
      <FormSection title="证明人" grid>
        <TextField md={6} label="证明人姓名" name="witness_name" required rules={rule('witness_name')} max={20} testId="f-w-name" />
        <TextField md={6} label="证明人手机号" name="witness_phone" required rules={rule('witness_phone')} max={11} testId="f-w-phone" />
        <TextField md={6} label="证明人职务" name="witness_title" rules={rule('witness_title')} max={20} placeholder="可选，如：村委会主任" testId="f-w-title" />
        <TextField md={6} label="证明人单位" name="witness_org" rules={rule('witness_org')} max={50} placeholder="可选" testId="f-w-org" />
      </FormSection>
      <FormSection title="收款信息" grid>
        <Field md={6} label="收款方式" name="pay_method" required rules={rule('pay_method')}>
          <Radio.Group options={PAY_METHOD} data-testid="f-pay-method" />
        </Field>
        <TextField md={6} label="收款人" name="payee_name" required rules={rule('payee_name')} max={20} testId="f-payee-name" />
        {payMethod !== 2 && (
          <TextField md={6} label="开户银行" name="payee_bank" required={payMethod === 1} rules={rule('payee_bank')} dependencies={['pay_method']} max={50} placeholder="如：中国农业银行某某支行" testId="f-payee-bank" />
        )}
        <Field md={6} label="收款账号" name="payee_account" required rules={rule('payee_account')} dependencies={['pay_method']}>
          <Input {...lengthLimit(50)} placeholder={payMethod === 2 ? '支付宝账号（邮箱或手机号）' : '银行卡号（12-19位数字）'} data-testid="f-payee-account" />
        </Field>
      </FormSection>
      <FormSection title="图片材料">
        <Form.Item label="封面图" name="cover" rules={rule('cover')} extra="可选，1张，JPG/PNG/GIF/WEBP，不超过5MB">
          <ImageUpload maxCount={1} />
        </Form.Item>
        <Form.Item label="证明材料图片" name="images" rules={rule('images')} extra="可选，最多9张（诊断证明、费用清单、困难证明等）">
          <ImageUpload maxCount={9} />
        </Form.Item>
      </FormSection>
    </DraftFormCard>
  );
}
