// 退回 with a required reason (1–200 characters), for every review of every area; other steps
// that need a reason (下架, 取消认领) name it with `reasonLabel` and `okText`.
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { problemRule } from './formRules';
import { reasonProblem } from './reason';
import { lengthLimit } from './typedText';
import { dismissBeside } from '../../lib/glossary';

export function ReasonModal({
  open,
  title,
  busy,
  onCancel,
  onSubmit,
  reasonLabel = '退回原因',
  okText = '确认退回',
  placeholder = '请填写退回原因，机构将看到该原因',
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  reasonLabel?: string;
  okText?: string;
  placeholder?: string;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={dismissBeside(okText)}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reason-ok' } as ButtonProps}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onSubmit(v.reason.trim()),
          () => {
            // The form shows the problem under the field.
          },
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={reasonLabel} required rules={[problemRule(reasonProblem(reasonLabel))]}>
          <Input.TextArea rows={4} {...lengthLimit(200)} placeholder={placeholder} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
