// antd's Checkbox.Group as a form item's field. A required Form.Item marks its child
// `aria-required`, which ARIA does not allow on the group's role (`group`; axe rule
// aria-allowed-attr, critical). The label's asterisk still says the field is required, and the
// rule's message says so when it is left empty; everything else passes through.
import { Checkbox, type GetProps } from 'antd';

type GroupProps = GetProps<typeof Checkbox.Group>;

export function CheckboxGroupField(props: GroupProps & { 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...group } = props;
  return <Checkbox.Group {...group} />;
}
