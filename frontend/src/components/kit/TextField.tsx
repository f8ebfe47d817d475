import { Input, type FormItemProps } from 'antd';
import { Field } from './Field';
import { lengthLimit } from './typedText';

/** A one-line text field of the form grid: at most `max` characters, counted as the user types. */
export function TextField({ max, placeholder, testId, ...field }: FormItemProps & { md: number; max: number; placeholder?: string; testId: string }) {
  return (
    <Field {...field}>
      <Input {...lengthLimit(max)} placeholder={placeholder} data-testid={testId} />
    </Field>
  );
}
