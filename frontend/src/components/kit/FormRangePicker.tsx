// antd's RangePicker as a form item's field, with two fixes for keyboard and screen-reader users:
// - Tab out of an empty start field. rc-picker gives the focus back to a start field that may not
//   be empty when Tab lands on the end field (a keyboard trap). Both ends may be empty here, and
//   a half range reaches the form as no value at all, so the item's `required` rule still says
//   what is missing and no page ever gets a range with one end.
// - A name for the end field. The form item's label names the start field (its `for` is the
//   field's id); rc-picker gives both inputs the same aria attributes, so the end field gets an
//   id of its own and a label for screen readers only (its placeholder's words).
// - With a time, what is typed is taken without the 确定 button (see DateTimePicker).
import { DatePicker, type GetProps } from 'antd';

type RangeProps = GetProps<typeof DatePicker.RangePicker>;
type Range = Parameters<NonNullable<RangeProps['onChange']>>[0];

export function FormRangePicker({ id, placeholder, onChange, ...props }: Omit<RangeProps, 'id' | 'placeholder'> & { id?: string; placeholder?: [string, string] }) {
  const endId = id ? `${id}-end` : undefined;
  return (
    <>
      <DatePicker.RangePicker
        {...props}
        id={{ start: id, end: endId }}
        placeholder={placeholder}
        allowEmpty={[true, true]}
        // With a time, typed text is taken on Enter and on leaving the field, as DateTimePicker's.
        needConfirm={props.showTime ? false : undefined}
        onChange={(range: Range, text: [string, string]) => onChange?.(range?.[0] && range[1] ? range : null, text)}
      />
      {endId && (
        <label htmlFor={endId} className="sr-only">
          {placeholder?.[1] ?? '结束时间'}
        </label>
      )}
    </>
  );
}
