// antd's Select as the filter bar's choice filters configure it, in a module of its own: the
// filter bar fetches it when a choice filter first goes live (FilterBar.tsx, lib/swapCode.ts),
// and SelectLookalike draws exactly its closed HTML until then (SelectLookalike.test.tsx).
import { Select } from 'antd';
import type { ChoiceSelectProps } from './SelectLookalike';

/** antd's Select as a choice filter configures it. */
export function AntdChoiceSelect({ placeholder, width, value, options, testId, ariaLabel, onChange }: ChoiceSelectProps & { onChange: (v: string | undefined) => void }) {
  return (
    <Select<string>
      allowClear
      placeholder={placeholder}
      style={{ width }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options as Array<{ value: string; label: string }>}
      data-testid={testId}
      aria-label={ariaLabel}
    />
  );
}
