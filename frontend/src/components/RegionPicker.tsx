// Province → city → district cascader with national administrative codes as values. The region
// data is its own chunk, loaded when a picker first mounts (never in the server bundle).
import { Cascader } from 'antd';
import { useRegions } from '../lib/regions/load';

export interface RegionPickerProps {
  /** [province, city, district] codes, e.g. ['110000', '110100', '110105']. */
  value?: string[];
  onChange?: (codes: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Allow stopping at the province or city level. */
  changeOnSelect?: boolean;
  'data-testid'?: string;
  /** Given by the form item around it: its label's `for`, so the field is named by the label. */
  id?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-label'?: string;
}

export function RegionPicker({ value, onChange, disabled, placeholder, changeOnSelect, ...rest }: RegionPickerProps) {
  const regions = useRegions('mount');
  return (
    <Cascader
      options={regions?.tree ?? []}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      disabled={disabled || !regions}
      placeholder={regions ? placeholder ?? '请选择省 / 市 / 区' : '地区数据加载中…'}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
      notFoundContent="没有匹配的地区"
      style={{ minWidth: 260 }}
      {...rest}
    />
  );
}
