// antd's <Input.Password>: the box with the eye that shows and hides what was typed.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type ComponentProps, type MouseEvent } from 'react';
import { AffixInput } from './AffixInput';

type Props = Omit<ComponentProps<typeof AffixInput>, 'type' | 'suffix' | 'variant'>;

// As in antd: pressing the eye must not take the focus or move the caret out of the input.
const keepFocus = (e: MouseEvent) => e.preventDefault();

export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  const Eye = visible ? EyeOutlined : EyeInvisibleOutlined;
  const eye = (
    <Eye
      className="ant-input-password-icon"
      tabIndex={-1}
      onClick={() => setVisible((v) => !v)}
      onMouseDown={keepFocus}
      onMouseUp={keepFocus}
    />
  );
  return <AffixInput {...props} type={visible ? 'text' : 'password'} suffix={eye} variant="ant-input-password" />;
}
