// The markup antd's RangePicker renders while closed, without its code: what the server renders
// and the browser hydrates for a filter bar's date range, until the real picker is fetched
// (DateRangeFilter). Byte for byte antd's HTML for our ConfigProvider (prefix `ant`, the theme's
// `cssVar.key` class, the component size, format YYYY-MM-DD): RangeLookalike.test.tsx compares
// the two renders for every theme variant and size, with and without a value, and
// tests/e2e/styles.test.mjs the computed styles before and after the swap.
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SwapRightOutlinedSvg from '@ant-design/icons-svg/es/asn/SwapRightOutlined';
import { staticIcon } from '../../icons/staticIcon';
import type { FocusEvent, MouseEvent } from 'react';
import { componentSize } from '../../../lib/settings';
import { useSettings } from '../../../state/settings';
import { themeKey } from '../../../app/theme';
import type { CarriedFocus, DateRangeFieldProps } from './types';

const P = 'ant-picker';
/** rc-picker's input `size` for the format YYYY-MM-DD. */
const INPUT_SIZE = 12;

export interface LookalikeProps extends DateRangeFieldProps {
  /** The user is about to use the field (pointer over it, focus, touch): fetch the real picker. */
  onIntent: () => void;
  /** Which input has the focus, and whether it was clicked; null when it leaves the field. */
  onCarry: (carried: CarriedFocus | null) => void;
}

export function RangeLookalike({ value, onChange, placeholder, testId, onIntent, onCarry }: LookalikeProps) {
  const { settings } = useSettings();
  const size = componentSize(settings.size);
  const sizeClass = size === 'small' ? ` ${P}-small` : size === 'large' ? ` ${P}-large` : '';
  const input = (index: 0 | 1) => (
    <div className={`${P}-input ${P}-input-${index === 0 ? 'start' : 'end'}`}>
      <input
        aria-invalid="false"
        autoComplete="off"
        data-testid={testId}
        size={INPUT_SIZE}
        placeholder={placeholder[index]}
        date-range={index === 0 ? 'start' : 'end'}
        value={value ? value[index] : ''}
        // Typing waits for the real picker, which focus brings in.
        onChange={() => undefined}
        onFocus={() => onCarry({ index, clicked: false })}
        onClick={() => onCarry({ index, clicked: true })}
        onBlur={(e: FocusEvent) => {
          if (!e.currentTarget.closest(`.${P}`)?.contains(e.relatedTarget)) onCarry(null);
        }}
      />
    </div>
  );
  return (
    <div
      className={`${P} ${P}-range${sizeClass} ${P}-outlined ${themeKey(settings)} ${P}-css-var`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      // A click on the frame (separator, icon) opens the calendar, as antd's does; the inputs
      // and the clear button say so themselves.
      onClick={(e: MouseEvent) => {
        if (!(e.target as Element).closest('input, button')) onCarry({ index: 0, clicked: true });
      }}
    >
      {input(0)}
      <div className={`${P}-range-separator`}>
        <span aria-hidden="true" className={`${P}-separator`}>
          {staticIcon(SwapRightOutlinedSvg)}
        </span>
      </div>
      {input(1)}
      <div className={`${P}-active-bar`} style={{ position: 'absolute', width: 0 }} />
      <span className={`${P}-suffix`}>
        {staticIcon(CalendarOutlinedSvg, undefined, { 'aria-hidden': 'true' })}
      </span>
      {value && (
        <button type="button" aria-label="清除" className={`${P}-clear`} onClick={() => onChange(null)}>
          {staticIcon(CloseCircleFilledSvg)}
        </button>
      )}
    </div>
  );
}
