// A select that searches the platform as the user types (500 ms debounce), with loading and
// empty states in Chinese. antd's Select gives keyboard use: arrows, Enter, Esc, Backspace.
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Option } from './api';
import { debouncedSearch } from './debounce';
import { REMOTE_SELECT_MIN_WIDTH } from './remoteSelectWidth';

export interface RemoteSelectProps {
  value?: number;
  onChange?: (value: number | undefined, option?: Option) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Runs one search; re-created searches (new params) search again. */
  search: (keyword: string) => Promise<Option[]>;
  /** The saved choice with its label, shown even when the search no longer lists it. */
  selected?: Option;
  'data-testid'?: string;
  /** From the form item around it (its label's `for`), or a name where there is no label. */
  id?: string;
  'aria-label'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export function RemoteSelect({ value, onChange, placeholder, disabled, search, selected, ...rest }: RemoteSelectProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;

  const run = useMemo(
    () =>
      debouncedSearch(
        (keyword: string) => searchRef.current(keyword),
        (result: Option[] | undefined) => {
          setOptions(result ?? []);
          setLoading(false);
        },
        () => setLoading(true),
      ),
    [],
  );

  // The first list appears without typing; a new `search` (other params) refreshes it.
  useEffect(() => {
    run('');
    return () => run.cancel();
  }, [run, search]);

  return (
    <Select<number, Option>
      showSearch
      allowClear
      value={value}
      placeholder={placeholder ?? '请输入关键词搜索'}
      disabled={disabled}
      filterOption={false}
      onSearch={(keyword) => {
        setLoading(true);
        run(keyword.trim());
      }}
      onChange={(v, option) => onChange?.(v, Array.isArray(option) ? option[0] : option)}
      notFoundContent={loading ? <Spin size="small" description="搜索中…"><span /></Spin> : '暂无匹配数据'}
      options={selected && !options.some((o) => o.value === selected.value) ? [selected, ...options] : options}
      style={{ minWidth: REMOTE_SELECT_MIN_WIDTH }}
      {...rest}
    />
  );
}
