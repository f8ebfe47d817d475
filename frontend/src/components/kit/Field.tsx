import { Col, Form, type FormItemProps } from 'antd';

/** One field of a form laid out in a Row: a column `md` of 24 wide on desktop, full width on phones. */
export function Field({ md, children, ...item }: FormItemProps & { md: number }) {
  return (
    <Col xs={24} md={md}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}
