// The micro-project form: 新建微项目 (newMProject, 99: the parent and the running organisation
// first), 编辑微项目草稿 (draftMProject/:id: the organisation completes and submits it, the super
// admin edits or deletes it) and 编辑微项目 (editMProject/:id: while 待审核 or after a return;
// otherwise the page shows the micro project). Sections 所属与执行机构, 基本信息, 执行地区与时间,
// 募款目标, 负责人; the rules mirror the contract (rules.ts). What the user typed is kept in
// sessionStorage (kit snapshot) so neither a refused submit nor an expired session loses it.
import { Alert, Card, Form, Input, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { RemoteSelect } from '../../components/selectors/RemoteSelect';
import type { Option } from '../../components/selectors/api';
import { FundWindowField, ImageFields, LeadFields, RegionFields } from '../../components/kit/projects/formFields';
import { Field, FormSection, LinkButton, LoadError, NumberInput, definePage, formRule, money, snapshotKey, useCan, useDraftForm, useFormSnapshot, SubmitRefusalNotice, type Loaded } from '../../components/kit';
import { chinaToday } from '../../components/kit/checks';
import { useIdempotencyKey } from '../../lib/idempotency';
import { deleteDraft, editDraft, editProject, openProject, orgOptions, parentOptions, submitDraft } from './api';
import { MicroStatusTag } from './common';
import { MICRO_AUTH_PATH, PARENT_TYPE } from './labels';
import { MicroView } from './DetailPages';
import { toMicroPayload, toMicroValues, type MicroFormValues } from './microForm';
import { FUND_WINDOW_MAX_DAYS, TARGET_MAX, TARGET_MIN, draftProblem, firstMicroProblem, microFieldProblem, openingProblem, type MicroRuleContext } from './rules';
import { authRefusal } from './authRefusal';
import type { AuthInfo, MicroDetail, MicroOpening, MicroPayload, ParentOption, ParentType } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';
import { DraftFormCard } from '../../components/kit/DraftFormCard';

type Mode = 'new' | 'draft' | 'edit';

/** Where the form shows a payload field's problem (fields held in another shape). */
const FORM_FIELD: Partial<Record<string, string>> = { province: 'region', fund_start: 'fund' };

interface Values extends MicroFormValues, MicroOpening {}

export const MicroFormPage = definePage([], ({ load, params, route, reload }) => {
  const mode: Mode = route.name === 'newMProject' ? 'new' : route.name === 'draftMProject' ? 'draft' : 'edit';
  const detail = mode === 'new' ? null : load<MicroDetail>('detail');
  const auth = mode === 'draft' ? load<AuthInfo>('auth') : null;
  if (detail && !detail.ok) return <LoadError what="微项目" msg={detail.msg} />;
  const current = detail?.ok ? detail.data : null;
  if (current && mode === 'draft' && !inState('micro_project', current.status, '草稿')) return <NotEditable current={current} text="该微项目已不是草稿，不能在草稿箱中编辑。" />;
  // Decisions link here (editMProject/:id): what cannot be edited is shown as it is.
  if (current && mode === 'edit' && !(current.actions ?? []).includes('edit')) return <MicroView p={current} reload={reload} />;
  return <MicroForm key={`${route.name}:${params.id ?? ''}`} mode={mode} current={current} auth={auth} routeName={route.name} />;
}, ['detail', 'auth']);

function NotEditable({ current, text }: { current: MicroDetail; text: string }) {
  return (
    <Card title={current.title}>
      <Alert type="warning" showIcon title={text} action={<LinkButton to={`/SJM/verifyMProject/${current.id}`}>查看微项目</LinkButton>} />
    </Card>
  );
}

const toOption = (p: { id: number; title?: string; name?: string }, label: string): Option => ({ value: p.id, label, record: { ...p } });

/** The super admin's choice of parent (a raising project or a pool) and running organisation. */
function OpeningFields({ form, onParent }: { form: ReturnType<typeof Form.useForm<Values>>[0]; onParent: (p: ParentOption | null) => void }) {
  const type = (Form.useWatch('parent_type', form) ?? 2) as ParentType;
  const searchParents = useCallback(
    async (keyword: string) => {
      const res = await parentOptions(type, keyword);
      return res.code === 200 && res.data ? res.data.list.map((p) => toOption(p, type === 1 ? `${p.title}（已筹 ${money(p.raised_amount)}，截止 ${p.fund_end}）` : `${p.title}（已筹 ${money(p.raised_amount)}，${p.micro_count} 个微项目）`)) : [];
    },
    [type],
  );
  const searchOrgs = useCallback(async (keyword: string) => {
    const res = await orgOptions(keyword);
    return res.code === 200 && res.data ? res.data.list.map((o) => toOption(o, `${o.name}（${o.kind_label}，${o.auth_status_label}）`)) : [];
  }, []);
  return (
    <FormSection title="所属与执行机构" grid>
      <Field md={6} label="所属类型" name="parent_type" required>
        <Radio.Group
          options={PARENT_TYPE.map((c) => ({ value: c.value, label: c.label }))}
          onChange={() => {
            form.setFieldValue('parent_id', undefined);
            onParent(null);
          }}
          data-testid="f-parent-type"
        />
      </Field>
      <Field md={18} label={type === 1 ? '所属项目' : '所属项目池'} name="parent_id" required rules={[formRule(({ getFieldsValue }) => (openingProblem(getFieldsValue(true) as Values)?.field === 'parent_id' ? '请选择所属项目或项目池' : null))]} extra={type === 1 ? '募款中的项目；微项目的募款结束日期不能晚于它' : '项目池的已筹金额是其下微项目的合计'}>
        <RemoteSelect key={type} search={searchParents} placeholder={type === 1 ? '搜索募款中的项目' : '搜索项目池'} onChange={(_v, o) => onParent((o?.record as unknown as ParentOption) ?? null)} data-testid="f-parent" />
      </Field>
      <Field md={12} label="执行机构" name="org_id" required rules={[formRule(({ getFieldValue }) => (getFieldValue('org_id') ? null : '请选择执行机构'))]} extra="机构或微机构；微项目放入其草稿箱，由其补充完整后提交">
        <RemoteSelect search={searchOrgs} placeholder="搜索机构名称" data-testid="f-org" />
      </Field>
    </FormSection>
  );
}

function MicroForm({ mode, current, auth, routeName }: { mode: Mode; current: MicroDetail | null; auth: Loaded<AuthInfo> | null; routeName: string }) {
  const navigate = useNavigate();
  const { orgId, create: admin } = useCan('SJM');
  const own = current !== null && current.org_id === orgId;
  const [form] = Form.useForm<Values>();
  const [parent, setParent] = useState<ParentOption | null>(null);
  const initial = useMemo<Values>(() => (current ? toMicroValues(current) : { parent_type: 2, images: [], cover: [] }), [current]);
  const today = chinaToday();
  const ctx: MicroRuleContext = useMemo(
    () => ({ today, parentFundEnd: current ? current.parent_fund_end : parent && parent.type === 1 ? parent.fund_end : null }),
    [today, current, parent],
  );
  const apply = useCallback((v: MicroPayload) => form.setFieldsValue(toMicroValues(v)), [form]);
  const snap = useFormSnapshot<MicroPayload>(snapshotKey(routeName, current?.id, 'SJM'), apply);
  const onceKey = useIdempotencyKey();
  const values = () => toMicroPayload(form.getFieldsValue(true) as Values);
  const opening = (): MicroOpening => {
    const v = form.getFieldsValue(true) as Values;
    return { parent_type: v.parent_type, parent_id: v.parent_id, org_id: v.org_id };
  };
  const refusal = mode === 'draft' ? authRefusal(auth) : null;
  const canSubmit = mode === 'edit' || (mode === 'draft' && own && !refusal);
  const send = useDraftForm<MicroPayload>({
    form,
    snap,
    values,
    draftProblem: (p) => (mode === 'new' ? (openingProblem(opening())?.message ?? draftProblem(p)) : draftProblem(p)),
    titleLabel: '微项目名称',
    firstProblem: (p) => firstMicroProblem(p, ctx),
    itemOf: (f) => FORM_FIELD[f] ?? f,
    saveDraft: (p) => (mode === 'new' ? openProject({ ...p, ...opening() }, onceKey()) : editDraft(current!.id, p)),
    submit: (p) => (mode === 'draft' ? submitDraft(current!.id, p) : editProject(current!.id, p)),
    submitted: '提交成功，请等待审核',
    onSubmitted: (id) => navigate(`/SJM/verifyMProject/${id}`),
    onDrafted: (id) => {
      if (mode === 'new') navigate(`/SJM/draftMProject/${id}`, { replace: true });
    },
    remove: current && admin ? () => deleteDraft(current.id) : undefined,
    onRemoved: () => navigate('/SJM/draftMBox'),
  });
  const rule = (field: keyof MicroPayload): Rule[] => [formRule(({ getFieldsValue }) => microFieldProblem(field, toMicroPayload(getFieldsValue(true) as Values), ctx))];
  const title = mode === 'new' ? '新建微项目' : mode === 'draft' ? '编辑微项目草稿' : '编辑微项目';
  const parentEnd = ctx.parentFundEnd;

  return (
    <DraftFormCard
      title={title}
      tag={current && <MicroStatusTag status={current.status} label={current.status_label} />}
      back={current && mode === 'edit' ? { to: `/SJM/verifyMProject/${current.id}`, label: '查看微项目' } : undefined}
      testId="micro-form-page"
      notices={
        <>
          {current && (
            <PlainText type="secondary" data-testid="form-parent">
              {`执行机构：${current.org_name}　${current.parent_type_label}：${current.parent_title}`}
            </PlainText>
          )}
          {refusal && (
            <SubmitRefusalNotice
              what="微项目"
              refusal={refusal}
              action={refusal.link ? <AppLink to={MICRO_AUTH_PATH} data-testid="go-micro-auth">去认证</AppLink> : undefined}
            />
          )}
          {current && inState('micro_project', current.status, '已退回') && current.return_reason && (
            <Alert type="warning" showIcon title="该微项目被退回" description={`退回原因：${current.return_reason}。修改后重新提交。`} data-testid="form-return-reason" />
          )}
        </>
      }
      form={{ instance: form, initialValues: initial, testId: 'micro-form', snap, read: values }}
      send={send}
      buttons={{ mode, returned: inState('micro_project', current?.status, '已退回'), submitTestId: 'submit-micro', titleLabel: '微项目名称', canSubmit, canDelete: mode === 'draft' && admin }}
    >
      {mode === 'new' && <OpeningFields form={form} onParent={setParent} />}
      <FormSection title="基本信息">
        <Row gutter={24}>
          <Field md={12} label="微项目名称" name="title" required rules={rule('title')}>
            <Input maxLength={50} showCount placeholder="2-50个字" data-testid="f-title" />
          </Field>
          <LeadFields rule={rule} md={12} />
        </Row>
        <Form.Item label="项目简介" name="summary" required rules={rule('summary')}>
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="一段话说明微项目做什么、帮助谁（20-500个字）" data-testid="f-summary" />
        </Form.Item>
        <Form.Item label="项目详情" name="description" required rules={rule('description')}>
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder="背景、执行计划、善款用途（20-5000个字）" data-testid="f-description" />
        </Form.Item>
        <Row gutter={24}>
          <ImageFields rule={rule} />
        </Row>
      </FormSection>
      <FormSection title="执行地区与募款" grid>
        <RegionFields rule={rule} />
        <Field md={8} label="目标金额（元）" name="target_amount" required rules={rule('target_amount')}>
          <NumberInput placeholder={`${TARGET_MIN} - ${TARGET_MAX}`} data-testid="f-amount" />
        </Field>
        <FundWindowField
          md={16}
          rule={rule('fund_start')}
          maxDays={FUND_WINDOW_MAX_DAYS}
          today={today}
          extra={`开始不早于今天，最长${FUND_WINDOW_MAX_DAYS}天${parentEnd ? `；不能晚于所属项目的募款结束日期 ${parentEnd}` : ''}`}
        />
      </FormSection>
    </DraftFormCard>
  );
}
