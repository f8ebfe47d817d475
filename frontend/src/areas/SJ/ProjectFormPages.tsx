// The project form: 新建项目 (newProject), 编辑草稿 (draftProject/:id) and 编辑项目 (editProject/:id).
// Sections 基本信息, 执行地区与时间, 募款目标与预算, 项目介绍, 负责人与联系人, 收款账户; the
// rules mirror the contract (rules.ts). 保存草稿 needs only the title. What the user typed is
// kept in sessionStorage (kit snapshot) so neither a refused submit nor an expired session loses it.
import { Alert, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RichTextField } from '../../components/richText/RichTextField';
import { FundWindowField, ImageFields, LeadFields, RegionFields, ContactFields } from '../../components/kit/projects/formFields';
import { Field, FormSection, LinkButton, LoadError, NumberInput, SubmitRefusalNotice, definePage, formRule, lengthLimit, snapshotKey, submitRefusal, modeCalls, useDraftForm, useFormSnapshot, type SubmitAnswer, type SubmitRefusal, TextField } from '../../components/kit';
import { chinaToday } from '../../components/kit/checks';
import { useIdempotencyKey } from '../../lib/idempotency';
import { amountUpper } from './amountUpper';
import { addProject, deleteDraft, editDraft, editProject, submitDraft } from './api';
import { BudgetRows } from './BudgetRows';
import { ProjectStatusTag } from './common';
import { toFormValues, toPayload, type ProjectFormValues } from './projectForm';
import { FUND_WINDOW_MAX_DAYS, draftProblem, firstProjectProblem, projectFieldProblem, type RuleContext } from './rules';
import type { Domain, PayAccountOption, ProjectDetail, ProjectPayload } from './types';
import { PlainText } from '../../components/PlainTypography';
import { FormRangePicker } from '../../components/kit/FormRangePicker';
import { inState } from '../../components/kit/states';
import { DraftFormCard } from '../../components/kit/DraftFormCard';

type Mode = 'new' | 'draft' | 'edit';

/** Where the form shows a payload field's problem (fields held in another shape). */
const FORM_FIELD: Partial<Record<keyof ProjectPayload, string>> = { province: 'region', fund_start: 'fund', exec_start: 'exec' };

/** The pay accounts a project may name: the approved ones (accounts without a review state count as approved). */
const usable = (list: PayAccountOption[]) => list.filter((a) => a.status === undefined || a.status_label === undefined || a.status_label === '已通过');

export const ProjectFormPage = definePage(['domains', 'accounts'], ({ load, params, route }) => {
  const mode: Mode = route.name === 'newProject' ? 'new' : route.name === 'draftProject' ? 'draft' : 'edit';
  const domains = load<{ list: Domain[] }>('domains');
  const accounts = load<{ list: PayAccountOption[] }>('accounts');
  const detail = mode === 'new' ? null : load<ProjectDetail>('detail');
  // An organisation without 机构认证 is told before the long form (the platform's submit rule).
  const refusal = mode === 'edit' ? null : submitRefusal(load<SubmitAnswer>('submit'), '本机构尚未通过机构认证，不能提交项目');
  if (!domains.ok) return <LoadError what="项目领域" msg={domains.msg} />;
  if (detail && !detail.ok) return <LoadError what="项目" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  if (current && mode === 'draft' && !inState('project', current.status, '草稿')) return <NotEditable current={current} text="该项目已不是草稿，不能在草稿箱中编辑。" />;
  if (current && mode === 'edit' && !(current.actions ?? []).includes('edit')) {
    return <NotEditable current={current} text={`该项目当前为「${current.status_label}」，不能编辑。只有待初审、待认领或已退回的项目可以编辑；已通过的项目请申请变更。`} />;
  }
  return (
    <ProjectForm
      key={`${route.name}:${params.id ?? ''}`}
      mode={mode}
      domains={domains.data.list}
      accounts={accounts.ok ? usable(accounts.data.list) : []}
      accountsError={accounts.ok ? null : accounts.msg}
      current={current}
      routeName={route.name}
      refusal={refusal}
    />
  );
}, ['detail', 'submit']);

function NotEditable({ current, text }: { current: ProjectDetail; text: string }) {
  return (
    <Card title={current.title}>
      <Alert type="warning" showIcon title={text} action={<LinkButton to={`/SJ/viewProject/${current.id}`}>查看项目</LinkButton>} />
    </Card>
  );
}

interface FormProps {
  mode: Mode;
  domains: Domain[];
  accounts: PayAccountOption[];
  accountsError: string | null;
  current: ProjectDetail | null;
  routeName: string;
  refusal: SubmitRefusal | null;
}

function ProjectForm({ mode, domains, accounts, accountsError, current, routeName, refusal }: FormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProjectFormValues>();
  const target = Form.useWatch('target_amount', form);
  const initial = useMemo(() => (current ? toFormValues(current) : { images: [], cover: [], budget: [{ item: '', amount: '', note: '' }] }), [current]);
  const ctx: RuleContext = useMemo(() => ({ today: chinaToday(), payAccountIds: accounts.map((a) => a.id) }), [accounts]);
  const apply = useCallback((v: ProjectPayload) => form.setFieldsValue({ ...toFormValues(v) }), [form]);
  const snap = useFormSnapshot<ProjectPayload>(snapshotKey(routeName, current?.id, 'SJ'), apply);
  const onceKey = useIdempotencyKey();
  const values = () => toPayload(form.getFieldsValue(true) as ProjectFormValues);
  const send = useDraftForm<ProjectPayload>({
    form,
    snap,
    values,
    draftProblem,
    titleLabel: '项目名称',
    firstProblem: (p) => firstProjectProblem(p, ctx),
    itemOf: (f) => FORM_FIELD[f as keyof ProjectPayload] ?? f,
    ...modeCalls(mode, current?.id, { add: (p, draft) => addProject(p, draft, onceKey()), editDraft, submitDraft, edit: editProject }),
    submitted: '提交成功，请等待审核',
    onSubmitted: (id) => navigate(`/SJ/viewProject/${id}`),
    onDrafted: (id) => {
      if (mode === 'new') navigate(`/SJ/draftProject/${id}`, { replace: true });
    },
    remove: current ? () => deleteDraft(current.id) : undefined,
    onRemoved: () => navigate('/SJ/draftBox'),
  });

  const rule = (field: keyof ProjectPayload): Rule[] => [
    formRule(({ getFieldsValue }) => projectFieldProblem(field, toPayload(getFieldsValue(true) as ProjectFormValues), ctx)),
  ];
  const title = mode === 'new' ? '新建项目' : mode === 'draft' ? '编辑草稿' : '编辑项目';
  const today = ctx.today;
  const upper = amountUpper(target);

  return (
    <DraftFormCard
      title={title}
      tag={current && <ProjectStatusTag status={current.status} label={current.status_label} />}
      back={current && mode === 'edit' ? { to: `/SJ/viewProject/${current.id}`, label: '查看项目' } : undefined}
      testId="project-form-page"
      notices={
        <>
          {refusal && <SubmitRefusalNotice what="项目" refusal={refusal} />}
          {current && inState('project', current.status, '已退回') && current.return_reason && (
            <Alert type="warning" showIcon title="该项目被退回" description={`退回原因：${current.return_reason}。修改后重新提交，将回到原审核人处继续审核。`} data-testid="form-return-reason" />
          )}
        </>
      }
      form={{ instance: form, initialValues: initial, testId: 'project-form', snap, read: values }}
      send={send}
      buttons={{ mode, returned: inState('project', current?.status, '已退回'), submitTestId: 'submit-project', titleLabel: '项目名称' }}
    >
      <FormSection title="基本信息" grid>
        <TextField md={12} label="项目名称" name="title" required rules={rule('title')} max={50} placeholder="2-50个字" testId="f-title" />
        <Field md={6} label="项目领域" name="domain_id" required rules={rule('domain_id')}>
          <Select placeholder="请选择" options={domains.map((d) => ({ value: d.id, label: d.name }))} data-testid="f-domain" />
        </Field>
        <Field md={6} label="受益人数" name="beneficiary_count" required rules={rule('beneficiary_count')}>
          <NumberInput decimals={false} placeholder="1-10000000" data-testid="f-beneficiary-count" />
        </Field>
        <TextField md={12} label="受益对象" name="beneficiary" required rules={rule('beneficiary')} max={50} placeholder="如：丽水山区小学学生（2-50个字）" testId="f-beneficiary" />
      </FormSection>
      <FormSection title="执行地区与时间" grid>
        <RegionFields rule={rule} />
        <FundWindowField label="计划募款时间" rule={rule('fund_start')} maxDays={FUND_WINDOW_MAX_DAYS} today={today} extra={`开始不早于今天，最长${FUND_WINDOW_MAX_DAYS}天；发布时可再调整`} />
        <Field md={12} label="执行周期" name="exec" required rules={rule('exec_start')} extra="开始不早于募款开始日期，最长5年">
          <FormRangePicker style={{ width: '100%' }} placeholder={['执行开始', '执行结束']} disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="f-exec" />
        </Field>
      </FormSection>
      <FormSection title="募款目标与预算">
        <Row gutter={24}>
          <Field md={8} label="目标金额（元）" name="target_amount" required rules={rule('target_amount')} dependencies={['budget']}>
            <InputNumber<string> stringMode min="0" step="1000" precision={2} style={{ width: '100%' }} placeholder="1000 - 50000000" data-testid="f-amount" />
          </Field>
          <Col xs={24} md={16}>
            <Form.Item label="大写金额">
              <PlainText strong={upper !== ''} type={upper ? undefined : 'secondary'} data-testid="f-amount-upper">
                {upper || '填写目标金额后显示'}
              </PlainText>
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          预算明细：逐项列出资金用途，合计须等于目标金额。
        </Typography.Paragraph>
        <BudgetRows form={form} />
      </FormSection>
      <FormSection title="项目介绍">
        <Form.Item label="项目简介" name="summary" required rules={rule('summary')}>
          <Input.TextArea rows={3} {...lengthLimit(500)} placeholder="一段话说明项目做什么、帮助谁（20-500个字）" data-testid="f-summary" />
        </Form.Item>
        <Form.Item label="项目详情" name="description" required rules={rule('description')} extra="支持标题、加粗、列表、引用、链接和图片；提交后平台会过滤不安全的内容">
          <RichTextField placeholder="项目背景、执行计划、预期成效…（20-20000个字）" data-testid="f-description" />
        </Form.Item>
        <Row gutter={24}>
          <ImageFields rule={rule} />
        </Row>
      </FormSection>
      <FormSection title="负责人与联系人" grid>
        <LeadFields rule={rule} />
        <ContactFields rule={rule} md={6} />
      </FormSection>
      <FormSection title="收款账户" grid>
        <Field
          md={12}
          label="收款账户"
          name="pay_account_id"
          required
          rules={rule('pay_account_id')}
          extra={accountsError ? `收款账户加载失败：${accountsError}` : accounts.length === 0 ? '本机构还没有可用的收款账户，请先在「机构管理 - 支付账户」中添加' : '善款将进入该账户'}
        >
          <Select
            placeholder="请选择本机构的收款账户"
            options={accounts.map((a) => ({ value: a.id, label: `${a.account_name}（${a.kind_label}）` }))}
            notFoundContent="暂无可用的收款账户"
            data-testid="f-pay-account"
          />
        </Field>
      </FormSection>
    </DraftFormCard>
  );
}
