// 记录签到 / 签退: the times of one participant's service. A sign-in may carry its sign-out at
// once (recorded afterwards); a sign-out closes an open sign-in. The platform checks the rest
// (签退时间须晚于签到时间, at most 24 hours, one open sign-in per participant).
import { Form, Modal, type ButtonProps } from 'antd';
import { DateTimePicker } from '../../components/kit/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { pickerNow, secondsFromPicker } from '../../lib/pickerTime';

export interface SignTimes {
  sign_in_at?: number;
  sign_out_at?: number;
}

interface Values {
  sign_in_at?: Dayjs | null;
  sign_out_at?: Dayjs | null;
}

export function SignTimeModal({ open, mode, who, busy, onCancel, onSubmit }: { open: boolean; mode: 'in' | 'out'; who: string; busy: boolean; onCancel: () => void; onSubmit: (t: SignTimes) => void }) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(mode === 'in' ? { sign_in_at: pickerNow().second(0), sign_out_at: null } : { sign_out_at: pickerNow().second(0) });
  }, [open, mode, form]);
  const pick = (name: keyof Values, label: string, required: boolean) => (
    <Form.Item name={name} label={label} required={required} rules={required ? [{ required: true, message: `请选择${label}` }] : []}>
      <DateTimePicker data-testid={`sign-${name}`} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={`${mode === 'in' ? '记录签到' : '记录签退'}：${who}`}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: busy, 'data-testid': 'sign-ok' } as ButtonProps}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onSubmit({ sign_in_at: secondsFromPicker(v.sign_in_at), sign_out_at: secondsFromPicker(v.sign_out_at) }),
          () => {
            // The form shows the problem under the field.
          },
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {mode === 'in' && pick('sign_in_at', '签到时间', true)}
        {pick('sign_out_at', '签退时间', mode === 'out')}
      </Form>
    </Modal>
  );
}
