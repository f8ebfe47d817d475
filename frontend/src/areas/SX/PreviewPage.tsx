// 报名表预览 (addnewactive/previewform): the sign-up form the builder holds (handed over through
// localStorage, previewStore.ts), rendered as a participant sees it on a phone-width page. 提交
// checks every answer with the same rules as a real sign-up: here first, then the platform's
// `check_form` (the very code a sign-up runs); nothing is saved.
import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formInvalidToast, noLoaders, useCall } from '../../components/kit';
import { checkForm } from './api';
import { readPreview, type PreviewForm } from './previewStore';
import { SignupForm, type SignupValues } from './SignupForm';
import { answersPayload, signupProblem, withKeys } from './formFields';

export const PreviewFormPage = noLoaders(() => {
  // Read after mounting: the server has no localStorage, and the first client render must match it.
  const [preview, setPreview] = useState<PreviewForm | null | undefined>(undefined);
  useEffect(() => setPreview(readPreview()), []);
  if (preview === undefined) return <Card loading title="报名表预览" />;
  if (preview === null || preview.fields === undefined) {
    return (
      <Card title="报名表预览">
        <Alert type="info" showIcon title="没有可预览的报名表：请在新建活动页的「报名表设置」中点「预览报名表」。" data-testid="no-preview" />
      </Card>
    );
  }
  return <Preview preview={preview} />;
});

function Preview({ preview }: { preview: PreviewForm }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SignupValues>();
  const fields = withKeys(preview.fields);
  const { busy, run } = useCall();
  const [passed, setPassed] = useState(false);
  const submit = async () => {
    setPassed(false);
    try {
      await form.validateFields();
    } catch {
      const v = form.getFieldsValue(true) as SignupValues;
      const first = signupProblem(fields, { name: v.name, mobile: v.mobile, answers: v.answers ?? {} });
      formInvalidToast(message, first?.message);
      return;
    }
    const v = form.getFieldsValue(true) as SignupValues;
    const ok = await run('check', () => checkForm(fields, answersPayload(fields, v.answers ?? {}), (v.name ?? '').trim(), (v.mobile ?? '').trim()), '填写正确');
    setPassed(ok !== null);
  };
  return (
    <div style={{ maxWidth: 480, margin: '0 auto' }} data-testid="preview-page">
      <Card title={<Typography.Text ellipsis>{`${preview.title || '未命名活动'} · 报名`}</Typography.Text>}>
        <Space orientation="vertical" size="middle" className="full-width">
          <Alert type="info" showIcon title="这是报名人在手机上看到的报名表。提交只检查填写是否正确，不会产生报名。" />
          <SignupForm form={form} fields={fields} />
          {passed && <Alert type="success" showIcon title="填写正确，真实报名时将被接受。" data-testid="preview-passed" />}
          <Button type="primary" block loading={busy === 'check'} disabled={busy !== null} onClick={() => void submit()} data-testid="preview-submit">
            提交报名
          </Button>
        </Space>
      </Card>
    </div>
  );
}
