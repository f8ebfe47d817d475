// A sign-up form as a participant sees it on the platform's H5 page: name and mobile, then each
// field of the activity's form with its own control and the platform's rule for its answer
// (signupForm.ts). The preview page shows it; the answers it produces are what a real sign-up sends.
import { DatePicker, Form, Input, Radio, type FormInstance } from 'antd';
import { NumberInput, problemRule } from '../../components/kit';
import { ImageUpload } from '../../components/upload/ImageUpload';
import dayjs from '../../lib/dayjs';
import { answerProblem, limitsText, participantProblem, type FormFieldDef } from './formFields';
import { CheckboxGroupField } from '../../components/kit/CheckboxGroupField';

export interface SignupValues {
  name?: string;
  mobile?: string;
  answers?: Record<string, unknown>;
}

/** The control of one field; Form.Item gives it `value` and `onChange`, passed on to the antd control. */
function Control({ f, ...item }: { f: FormFieldDef & { key: string }; value?: never; onChange?: never }) {
  const testId = `answer-${f.key}`;
  switch (f.kind) {
    case 'text':
      return (f.max_len ?? 100) > 50 ? <Input.TextArea {...item} rows={2} maxLength={f.max_len ?? 100} showCount data-testid={testId} /> : <Input {...item} maxLength={f.max_len ?? 100} data-testid={testId} />;
    case 'number':
      return <NumberInput {...item} decimals={(f.decimals ?? 0) > 0} data-testid={testId} />;
    case 'mobile':
      return <Input {...item} maxLength={11} inputMode="tel" data-testid={testId} />;
    case 'id_card':
      return <Input {...item} maxLength={18} data-testid={testId} />;
    case 'radio':
      return <Radio.Group {...item} options={(f.options ?? []).map((o) => ({ value: o, label: o }))} data-testid={testId} />;
    case 'checkbox':
      return <CheckboxGroupField {...item} options={(f.options ?? []).map((o) => ({ value: o, label: o }))} data-testid={testId} />;
    case 'date':
      return (
        <DatePicker
          {...item}
          style={{ width: '100%' }}
          disabledDate={(d) => (!!f.min_date && d.format('YYYY-MM-DD') < f.min_date) || (!!f.max_date && d.format('YYYY-MM-DD') > f.max_date)}
          data-testid={testId}
        />
      );
    case 'image':
      return <ImageUpload {...item} maxCount={f.max_count ?? 1} />;
  }
}

/** Dates are kept as `YYYY-MM-DD` (the answer), shown in the picker as a day. */
const dateItem = {
  normalize: (d: { format: (f: string) => string } | null) => (d ? d.format('YYYY-MM-DD') : undefined),
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, 'YYYY-MM-DD') : null }),
};

/** Hints under a field: its limits when they matter to the participant. */
const hint = (f: FormFieldDef): string | undefined => (['text', 'number', 'checkbox', 'date', 'image'].includes(f.kind) ? limitsText(f) : undefined);

export function SignupForm({ form, fields }: { form: FormInstance<SignupValues>; fields: Array<FormFieldDef & { key: string }> }) {
  return (
    <Form<SignupValues> form={form} layout="vertical" requiredMark data-testid="signup-form">
      <Form.Item label="姓名" name="name" required rules={[problemRule((v) => participantProblem(v, '13800000000')?.message ?? null)]}>
        <Input maxLength={20} data-testid="answer-name" />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" required rules={[problemRule((v) => participantProblem('报名人', v)?.message ?? null)]}>
        <Input maxLength={11} inputMode="tel" data-testid="answer-mobile" />
      </Form.Item>
      {fields.map((f) => (
        <Form.Item
          key={f.key}
          label={f.label}
          name={['answers', f.key]}
          required={f.required === 1}
          extra={hint(f)}
          rules={[problemRule((v) => answerProblem(f, v))]}
          {...(f.kind === 'date' ? dateItem : {})}
        >
          <Control f={f} />
        </Form.Item>
      ))}
    </Form>
  );
}
