// The one date-time picker of the forms (China time, minutes): antd's DatePicker with the time
// shown, taking what the user types as soon as it reads as a full date and time — on Enter and
// on leaving the field. antd's default for a picker with a time keeps typed text unconfirmed
// until its 确定 button is pressed and drops it on Enter or blur (issue 40: /SX), so a
// keyboard user's typed time was silently lost; and typed text is read in the shapes people
// type (typedDateTime.ts), shown in the first. Values are picker wall-clock values
// (lib/pickerTime.ts); this only changes when a typed one is taken.
import { DatePicker, type GetProps } from 'antd';
import { DATE_TIME_FORMATS } from '../../lib/typedDateTime';

type PickerProps = GetProps<typeof DatePicker>;


export function DateTimePicker(props: Omit<PickerProps, 'showTime' | 'format' | 'needConfirm'>) {
  return <DatePicker style={{ width: '100%' }} {...props} showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMATS} needConfirm={false} />;
}
