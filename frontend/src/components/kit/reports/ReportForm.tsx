// The report form (title, amount used, content, images) of every area's reports: kept across a
// refused submit and a re-login (a snapshot), checked with the area's rules before sending.
import { App, Button, Form, Input, Space } from 'antd';
import { useCallback } from 'react';
import { ImageUpload } from '../../upload/ImageUpload';
import type { Envelope } from '../../../lib/http';
import { FormNotices } from '../FormNotices';
import { formRule } from '../formRules';
import { formInvalidToast } from '../formToast';
import { NumberInput } from '../NumberInput';
import { lengthLimit } from '../typedText';
import { useFormSend } from '../useCall';
import { useFormSnapshot } from '../useFormSnapshot';
import { REPORT_CONTENT_MAX, firstReportProblem, type ReportRules } from './rules';
import type { ReportDetail, ReportLabels, ReportPayload } from './types';

interface ReportValues {
  title?: string;
  content?: string;
  images?: string[];
  amount_used?: string | null;
}

function toPayload(v: ReportValues): ReportPayload {
  const p: ReportPayload = { title: (v.title ?? '').trim(), content: (v.content ?? '').trim(), images: v.images ?? [] };
  const amount = v.amount_used === null || v.amount_used === undefined ? '' : String(v.amount_used).trim();
  if (amount) p.amount_used = amount;
  return p;
}

/** A saved report (or a snapshot of the form) as the form's values. */
export const reportValues = (p: Partial<ReportPayload> | ReportDetail): ReportValues => ({
  title: p.title ?? '',
  content: p.content ?? '',
  images: p.images ?? [],
  amount_used: p.amount_used ?? undefined,
});

export function ReportForm({
  snapshotId,
  initial,
  labels,
  rules,
  amountRequired = false,
  contentMax = REPORT_CONTENT_MAX,
  amountExtra,
  contentPlaceholder,
  call,
  done,
  submitText,
}: {
  snapshotId: string;
  initial: Partial<ReportPayload> | ReportDetail;
  labels: ReportLabels;
  rules: ReportRules;
  /** Marks the amount as required (its rule says so too). */
  amountRequired?: boolean;
  /** The content's length limit (the rules' too). */
  contentMax?: number;
  /** The note under the amount (what it is, its limit). */
  amountExtra: string;
  contentPlaceholder: string;
  call: (p: ReportPayload) => Promise<Envelope<{ id: number }>>;
  done: (id: number) => void;
  submitText: string;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const apply = useCallback((p: ReportPayload) => form.setFieldsValue(reportValues(p)), [form]);
  const snap = useFormSnapshot<ReportPayload>(snapshotId, apply);
  const { busy, serverError, clearServerError, send } = useFormSend(snap.clear, '提交失败');
  const values = () => toPayload(form.getFieldsValue(true) as ReportValues);
  const rule = (field: keyof ReportPayload) => formRule(() => rules[field](values()[field]));
  const { noun } = labels;
  const submit = async () => {
    const p = values();
    snap.save(p);
    try {
      await form.validateFields();
    } catch {
      formInvalidToast(message, firstReportProblem(rules, p));
      return;
    }
    const sent = await send('submit', () => call(p), '提交成功，请等待审核');
    if (sent) done(sent.id);
  };
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      <FormNotices snap={snap} form={form} serverError={serverError} onCloseError={clearServerError} />
      <Form<ReportValues> form={form} layout="vertical" style={{ maxWidth: 800 }} initialValues={reportValues(initial)} onValuesChange={() => snap.saveSoon(values)} data-testid="progress-form">
        <Form.Item label={`${noun}标题`} name="title" required rules={[rule('title')]}>
          <Input {...lengthLimit(50)} placeholder="2-50个字" data-testid="p-title" />
        </Form.Item>
        <Form.Item label={`${labels.amount}（元）`} name="amount_used" required={amountRequired} rules={[rule('amount_used')]} extra={amountExtra}>
          <NumberInput style={{ width: 240 }} data-testid="p-amount" />
        </Form.Item>
        <Form.Item label={`${noun}内容`} name="content" required rules={[rule('content')]}>
          <Input.TextArea rows={6} {...lengthLimit(contentMax)} placeholder={contentPlaceholder} data-testid="p-content" />
        </Form.Item>
        <Form.Item label={`${noun}图片`} name="images" rules={[rule('images')]} extra="可选，最多9张">
          <ImageUpload maxCount={9} />
        </Form.Item>
      </Form>
      <Button type="primary" loading={busy !== null} onClick={() => void submit()} data-testid="submit-progress">
        {submitText}
      </Button>
    </Space>
  );
}
