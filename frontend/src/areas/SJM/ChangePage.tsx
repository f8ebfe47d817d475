// 变更微项目 (changeMProject/:id): a change request for a raising or ended micro project — the
// form starts from the current values (shown under each field), only the fields that differ are
// sent, with a reason; until the platform passes it the micro project keeps its old values.
import { DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { ImageFields, LeadFields } from '../../components/kit/projects/formFields';
import { Field, FormSection, LinkButton, NumberInput, money } from '../../components/kit';
import { chinaToday } from '../../components/kit/checks';
import { dayText, imageList, parseDay } from '../../components/kit/formValues';
import { was } from '../../components/kit/projects/useChangeRequest';
import { requestChange } from './api';
import { changedMicroFields, currentMicroFields, microChangeProblem } from './changeRequest';
import { MicroStatusTag } from './common';
import type { MicroChangeFields, MicroDetail } from './types';
import { ChangeFormCard } from '../../components/kit/projects/ChangeFormCard';
import { changeablePage } from '../../components/kit/projects/changeablePage';
import { inState } from '../../components/kit/states';

interface Values extends Omit<MicroChangeFields, 'cover' | 'fund_end'> {
  cover?: string[];
  fund_end?: Dayjs | null;
  reason?: string;
}

const toChanges = (v: Values): MicroChangeFields => ({
  title: (v.title ?? '').trim(),
  summary: (v.summary ?? '').trim(),
  description: (v.description ?? '').trim(),
  cover: v.cover?.[0] ?? '',
  images: imageList(v.images),
  fund_end: dayText(v.fund_end) ?? '',
  target_amount: String(v.target_amount ?? '').trim(),
  lead_name: (v.lead_name ?? '').trim(),
  lead_phone: (v.lead_phone ?? '').trim(),
});

const toValues = (c: MicroChangeFields, reason = ''): Values => ({ ...c, cover: c.cover ? [c.cover] : [], fund_end: parseDay(c.fund_end), reason });

export const ChangeMProjectPage = changeablePage<MicroDetail>({
  what: '微项目',
  look: (p) => <LinkButton to={`/SJM/verifyMProject/${p.id}`}>查看微项目</LinkButton>,
  form: (p) => <MicroChangeForm p={p} />,
});

function MicroChangeForm({ p }: { p: MicroDetail }) {
  const [form] = Form.useForm<Values>();
  const current = useMemo(() => currentMicroFields(p), [p]);
  const today = chinaToday();
  const raising = inState('micro_project', p.status, '募款中');
  return (
    <ChangeFormCard<MicroChangeFields, Values>
      heading={<MicroStatusTag status={p.status} label={p.status_label} />}
      item={{ what: '微项目', title: p.title, page: `/SJM/verifyMProject/${p.id}` }}
      form={form}
      initialValues={toValues(current)}
      request={{
        route: 'changeMProject',
        id: p.id,
        area: 'SJM',
        toChanges,
        toValues,
        problem: (reason, changes) => microChangeProblem(reason, current, changes, p, today),
        call: (reason, changes, key) => requestChange(p.id, reason, changedMicroFields(current, changes), key),
      }}
    >
      <FormSection title="微项目信息">
        <Row gutter={24}>
          <Field md={12} label="微项目名称" name="title" extra={was(current.title ?? '')}>
            <Input maxLength={50} showCount data-testid="c-title" />
          </Field>
          <Field md={6} label="目标金额（元）" name="target_amount" extra={`当前：${money(current.target_amount)}，已筹 ${money(p.raised_amount)}`}>
            <NumberInput data-testid="c-amount" />
          </Field>
          <Field md={6} label="募款结束日期" name="fund_end" extra={raising ? was(current.fund_end ?? '') : '募款已结束，不能修改'}>
            <DatePicker style={{ width: '100%' }} disabled={!raising} disabledDate={(d) => d.format('YYYY-MM-DD') < today} data-testid="c-fund-end" />
          </Field>
          <LeadFields extra={(f) => was(current[f] ?? '')} />
        </Row>
        <Form.Item label="项目简介" name="summary">
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="c-summary" />
        </Form.Item>
        <Form.Item label="项目详情" name="description">
          <Input.TextArea rows={4} maxLength={5000} showCount data-testid="c-description" />
        </Form.Item>
        <Row gutter={24}>
          <ImageFields required={false} />
        </Row>
      </FormSection>
    </ChangeFormCard>
  );
}
