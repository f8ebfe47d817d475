// antd's RangePicker for the filter bar: in a chunk of its own (≈ 25 KB gzip with
// @rc-component/picker), fetched when the user reaches for the date filter (DateRangeFilter).
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import dayjs from '../../../lib/dayjs';
import type { CarriedFocus, DateRangeFieldProps } from './types';

type PickerRef = { focus: (options?: { index?: number }) => void };

export default function RealDateRange({ value, onChange, placeholder, testId, carried }: DateRangeFieldProps & { carried: CarriedFocus | null }) {
  // rc-picker keeps the focus on an empty start field that may not be empty: Tab lands on the end
  // field, which gives it straight back (a keyboard trap). An empty end is allowed here anyway (a
  // half range filters nothing), so both may be empty and Tab walks on; a half range still
  // reports null, and null over null is no change.
  const report = (next: [string, string] | null) => {
    if (next?.join() !== value?.join()) onChange(next);
  };
  const ref = useRef<PickerRef>(null);
  // Swapped in while the user was in the lookalike's field: carry the focus over, and the open
  // calendar when the field was clicked (as antd's would have opened).
  useEffect(() => {
    if (carried) ref.current?.focus({ index: carried.index });
    // Only when swapped in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const range: [Dayjs, Dayjs] | null = value ? [dayjs(value[0], 'YYYY-MM-DD'), dayjs(value[1], 'YYYY-MM-DD')] : null;
  return (
    <DatePicker.RangePicker
      ref={ref as never}
      value={range}
      defaultOpen={carried?.clicked ?? false}
      placeholder={placeholder}
      allowEmpty={[true, true]}
      onChange={(v) => report(v?.[0] && v[1] ? [v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')] : null)}
      data-testid={testId}
    />
  );
}
