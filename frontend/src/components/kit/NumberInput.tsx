import { Input, type InputProps } from 'antd';
import { halfWidthNumber } from './typedText';

/**
 * A number field that keeps what the user typed (a string; see typedText.ts): no rounding, no
 * clamping to min/max, full-width digits shown converted. The field's rule decides what is
 * allowed and says so.
 */
export function NumberInput({
  value,
  onChange,
  decimals = true,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** Whether the number may have decimals (amounts) or not (ages): only the keyboard differs. */
  decimals?: boolean;
}) {
  return (
    <Input
      {...rest}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => onChange?.(halfWidthNumber(e.target.value))}
    />
  );
}
