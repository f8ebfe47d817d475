// antd's <Input prefix suffix size="large"> markup (see useAntdLook.ts): the outlined wrapper,
// the icon slots and the input itself, which carries the id, the test id and the ARIA state.
import { useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'className'> {
  hashId: string;
  prefix: ReactNode;
  suffix?: ReactNode;
  /** Extra wrapper class (antd adds `ant-input-password` for the password box). */
  variant?: string;
  error: string | undefined;
  helpId: string;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid': string;
}

export function AffixInput({ hashId, prefix, suffix, variant, error, helpId, inputRef, ...input }: Props) {
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };
  const status = error !== undefined ? ' ant-input-status-error' : '';
  return (
    // Like antd, a click anywhere on the box (an icon, the padding) puts the caret in the input.
    <span
      className={`ant-input-affix-wrapper ant-input-affix-wrapper-lg ant-input-outlined${status}${variant ? ` ${variant}` : ''} ${hashId} ant-input-css-var`}
      onClick={() => own.current?.focus()}
    >
      <span className="ant-input-prefix">{prefix}</span>
      <input
        {...input}
        ref={setRef}
        aria-required="true"
        aria-describedby={error !== undefined ? helpId : undefined}
        aria-invalid={error !== undefined ? 'true' : undefined}
        className="ant-input ant-input-lg"
      />
      {suffix && <span className="ant-input-suffix">{suffix}</span>}
    </span>
  );
}
