// 登记快递 / 发货: the express company and tracking number of something sent (a wish's gift, an
// order), each checked with the area's rule (the platforms differ on the number's length).
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { problemRule } from './formRules';
import { lengthLimit } from './typedText';

export interface Express {
  express_company: string;
  express_no: string;
}

export function ExpressModal({
  open,
  title,
  okText = '保存',
  busy,
  initial,
  companyProblem,
  numberProblem,
  numberHint,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  okText?: string;
  busy: boolean;
  initial?: Partial<Express>;
  companyProblem: (v: unknown) => string | null;
  numberProblem: (v: unknown) => string | null;
  /** The number field's placeholder: what the rule allows. */
  numberHint: string;
  onCancel: () => void;
  /** The trimmed company and number, once both rules pass. */
  onSubmit: (v: Express) => void;
}) {
  const [form] = Form.useForm<Express>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) onSubmit({ express_company: v.express_company.trim(), express_no: v.express_no.trim() });
  };
  return (
    <Modal open={open} title={title} okText={okText} cancelText="取消" onOk={() => void submit()} onCancel={onCancel} okButtonProps={{ loading: busy, 'data-testid': 'ship-ok' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ express_company: initial?.express_company ?? '', express_no: initial?.express_no ?? '' }}>
        <Form.Item name="express_company" label="快递公司" required rules={[problemRule(companyProblem)]}>
          <Input {...lengthLimit(20)} placeholder="如：顺丰速运" data-testid="s-company" />
        </Form.Item>
        <Form.Item name="express_no" label="快递单号" required rules={[problemRule(numberProblem)]}>
          <Input {...lengthLimit(30)} placeholder={numberHint} data-testid="s-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
