// 退回 with a required reason (1–200 characters), for every review of every area.
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { problemRule } from './formRules';
import { returnReasonProblem } from './reason';
import { lengthLimit } from './typedText';

export function ReasonModal({
  open,
  title,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="确认退回"
      cancelText="取消"
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
        <Form.Item name="reason" label="退回原因" required rules={[problemRule(returnReasonProblem)]}>
          <Input.TextArea rows={4} {...lengthLimit(200)} placeholder="请填写退回原因，机构将看到该原因" data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
