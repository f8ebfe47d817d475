// 变更项目 (changeProject/:id): a change request for a passed project — the form starts from the
// current values (shown beside each field), only the fields that differ are sent, with a reason;
// until the platform passes it the project keeps its old values. (The change list and 项目变更详情
// are ChangeReviewPages.tsx.)
import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { RichTextField } from '../../components/richText/RichTextField';
import { ImageFields, LeadFields } from '../../components/kit/projects/formFields';
import { Field, FormSection, LinkButton, money } from '../../components/kit';
import { chinaToday } from '../../components/kit/checks';
import dayjs from '../../lib/dayjs';
import { was } from '../../components/kit/projects/useChangeRequest';
import { amountUpper } from './amountUpper';
import { requestChange } from './api';
import { BudgetRows } from './BudgetRows';
import { ProjectStatusTag } from './common';
import { budgetPayload } from './projectForm';
import { changedFields, changeProblem } from './rules';
import type { BudgetRow, ChangeFields, ProjectDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { ChangeFormCard } from '../../components/kit/projects/ChangeFormCard';
import { changeablePage } from '../../components/kit/projects/changeablePage';
import { inState } from '../../components/kit/states';
import { projectChangeFields } from '../../components/kit/projects/changeFields';

interface ChangeValues {
  title?: string;
  summary?: string;
  description?: string;
  cover?: string[];
  images?: string[];
  fund_end?: Dayjs | null;
  target_amount?: string;
  budget?: Array<Partial<BudgetRow> | undefined>;
  lead_name?: string;
  lead_phone?: string;
  reason?: string;
}


/** The fields of a project a request starts from. */
function currentFields(p: ProjectDetail): ChangeFields {
  return { ...projectChangeFields(p), budget: (p.budget ?? []).map((r) => ({ item: r.item, amount: String(r.amount), ...(r.note ? { note: r.note } : {}) })) };
}

function toChanges(v: ChangeValues): ChangeFields {
  return {
    title: (v.title ?? '').trim(),
    summary: (v.summary ?? '').trim(),
    description: v.description ?? '',
    cover: v.cover?.[0] ?? '',
    images: v.images ?? [],
    fund_end: v.fund_end && v.fund_end.isValid() ? v.fund_end.format('YYYY-MM-DD') : '',
    target_amount: v.target_amount === undefined || v.target_amount === null ? '' : String(v.target_amount).trim(),
    budget: budgetPayload(v.budget),
    lead_name: (v.lead_name ?? '').trim(),
    lead_phone: (v.lead_phone ?? '').trim(),
  };
}

function toValues(c: ChangeFields, reason = ''): ChangeValues {
  return {
    ...c,
    cover: c.cover ? [c.cover] : [],
    fund_end: c.fund_end ? dayjs(c.fund_end, 'YYYY-MM-DD') : null,
    budget: (c.budget ?? []).map((r) => ({ item: r.item, amount: r.amount, note: r.note ?? '' })),
    reason,
  };
}

export const ChangeProjectPage = changeablePage<ProjectDetail>({
  what: '项目',
  look: (p) => <LinkButton to={`/SJ/viewProject/${p.id}`}>查看项目</LinkButton>,
  form: (p) => <ChangeForm p={p} />,
});

function ChangeForm({ p }: { p: ProjectDetail }) {
  const [form] = Form.useForm<ChangeValues>();
  const target = Form.useWatch('target_amount', form);
  const current = useMemo(() => currentFields(p), [p]);
  const today = chinaToday();
  const fundEndOpen = inState('project', p.status, '待发布', '募款中');
  return (
    <ChangeFormCard<ChangeFields, ChangeValues>
      heading={<ProjectStatusTag status={p.status} label={p.status_label} />}
      item={{ what: '项目', title: p.title, page: `/SJ/viewProject/${p.id}` }}
      form={form}
      initialValues={toValues(current)}
      request={{
        route: 'changeProject',
        id: p.id,
        area: 'SJ',
        toChanges,
        toValues,
        problem: (reason, changes) => changeProblem(reason, current, changes, p.raised_amount, today),
        call: (reason, changes, key) => requestChange(p.id, reason, changedFields(current, changes), key),
      }}
    >
      <FormSection title="项目信息">
        <Row gutter={24}>
          <Field md={12} label="项目名称" name="title" extra={was(current.title ?? '')}>
            <Input maxLength={50} showCount data-testid="c-title" />
          </Field>
          <Field md={6} label="募款结束日期" name="fund_end" extra={fundEndOpen ? was(current.fund_end ?? '') : '募款已结束，不能修改'}>
            <DatePicker style={{ width: '100%' }} disabled={!fundEndOpen} disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="c-fund-end" />
          </Field>
          <LeadFields extra={(f) => was(current[f] ?? '')} />
        </Row>
        <Form.Item label="项目简介" name="summary">
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="c-summary" />
        </Form.Item>
        <Form.Item label="项目详情" name="description">
          <RichTextField data-testid="c-description" />
        </Form.Item>
        <Row gutter={24}>
          <ImageFields required={false} />
        </Row>
      </FormSection>
      <FormSection title="目标金额与预算">
        <Row gutter={24}>
          <Field md={8} label="目标金额（元）" name="target_amount" extra={`当前：${money(current.target_amount)}，已筹 ${money(p.raised_amount)}；新目标不能低于已筹金额`}>
            <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} data-testid="c-amount" />
          </Field>
          <Col xs={24} md={16}>
            <Form.Item label="大写金额">
              <PlainText data-testid="c-amount-upper">{amountUpper(target) || '—'}</PlainText>
            </Form.Item>
          </Col>
        </Row>
        <BudgetRows form={form} />
      </FormSection>
    </ChangeFormCard>
  );
}

// The review side: the kit's change pages with the project's fields.
