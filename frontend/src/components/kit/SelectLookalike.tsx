// antd's closed `<Select allowClear placeholder style={{ width }}>` markup as the filter bar's
// choice filters configure it, without its code, and the searching RemoteSelect's (`search`) for
// its remote filters: for the server render and the first client render only (FilterBar swaps in
// antd's Select right after hydration, as the table and the sidebar do). rc-select (its base
// select, trigger, input and content parts, a dozen components per select, two or three selects
// per list) was the largest cost left in a list's filter bar.
// Byte for byte antd's HTML for every theme variant, size and value, but the input's `useId`,
// which SelectLookalike.test.tsx compares.
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useId } from 'react';
import { themeKey } from '../../app/theme';
import { componentSize } from '../../lib/settings';
import { useSettings } from '../../state/settings';
import { staticIcon } from '../icons/staticIcon';

const P = 'ant-select';
const SIZE = { large: ` ${P}-lg`, middle: '', small: ` ${P}-sm` } as const;

export interface ChoiceSelectProps {
  placeholder: string;
  width: number;
  /** The chosen option's value; one that is not among `options` shows as itself, as in antd. */
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId: string;
  /** The select's accessible name (the placeholder is not one: it is not on the input). */
  ariaLabel: string;
}

/** The searching select of a remote filter (selectors/RemoteSelect.tsx): its own width rule,
 *  and an input one types into. */
export interface SearchLook {
  search: true;
  /** RemoteSelect's `minWidth`, in place of `width`. */
  minWidth: number;
}

export function SelectLookalike(props: ChoiceSelectProps | (Omit<ChoiceSelectProps, 'width'> & SearchLook)) {
  const { placeholder, value, options, testId, ariaLabel } = props;
  const search = 'search' in props;
  const { settings } = useSettings();
  const id = useId();
  const picked = value === undefined ? undefined : (options.find((o) => o.value === value) ?? { value, label: value });
  const input = (
    <input
      id={id}
      type="text"
      aria-label={ariaLabel}
      readOnly={!search}
      autoComplete="new-password"
      className={`${P}-input`}
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      value=""
    />
  );
  return (
    <div
      data-testid={testId}
      className={`${P}${SIZE[componentSize(settings.size)]} ${P}-outlined ${themeKey(settings)} ${P}-css-var ${P}-single${picked ? ` ${P}-allow-clear` : ''} ${P}-show-arrow${search ? ` ${P}-show-search` : ''}`}
      style={search ? { minWidth: props.minWidth } : { width: props.width }}
    >
      {picked ? (
        <div className={`${P}-content ${P}-content-has-value`} title={picked.label}>
          {picked.label}
          {input}
        </div>
      ) : (
        <div className={`${P}-content`}>
          <div className={`${P}-placeholder`}>{placeholder}</div>
          {input}
        </div>
      )}
      <div className={`${P}-suffix`}>{staticIcon(DownOutlinedSvg)}</div>
      {picked && (
        <button type="button" aria-label="Clear" className={`${P}-clear`}>
          {staticIcon(CloseCircleFilledSvg)}
        </button>
      )}
    </div>
  );
}
