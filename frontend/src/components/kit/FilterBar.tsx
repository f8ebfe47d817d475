// Status select, keyword search and date range over the URL's list state; every change goes
// back to page 1.
import { Button, DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import dayjs from '../../lib/dayjs';
import { KEYWORD_MAX, withFilters, type ListQuery } from './listQuery';

export interface Choice {
  value: number;
  label: string;
}

export interface FilterBarProps {
  query: ListQuery;
  onChange: (q: ListQuery) => void;
  /** Status choices; none = no status filter. */
  statuses?: Choice[];
  statusLabel?: string;
  /** A second choice filter (ListQuery.kind), e.g. 求助类型: its choices and its name. */
  kinds?: Choice[];
  kindLabel?: string;
  /** The keyword search's placeholder; none = no keyword search (the list call has none). */
  keywordPlaceholder?: string;
  dates?: boolean;
  extra?: ReactNode;
}

/** One choice filter: 「全部<label>」 when cleared. */
function ChoiceFilter({ label, choices, value, onChange, testId }: { label: string; choices: Choice[]; value?: string; onChange: (v: string | undefined) => void; testId: string }) {
  return (
    <Select<string>
      allowClear
      placeholder={`全部${label}`}
      style={{ width: 150 }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={choices.map((c) => ({ value: String(c.value), label: c.label }))}
      data-testid={testId}
    />
  );
}

export function FilterBar({ query, onChange, statuses, statusLabel = '状态', kinds, kindLabel = '类型', keywordPlaceholder, dates, extra }: FilterBarProps) {
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);
  const range: [Dayjs, Dayjs] | null =
    query.start_date && query.end_date ? [dayjs(query.start_date, 'YYYY-MM-DD'), dayjs(query.end_date, 'YYYY-MM-DD')] : null;
  const empty = !query.status && !query.kind && !query.keyword && !query.start_date && !query.end_date;
  return (
    <Space wrap size="middle" data-testid="filter-bar">
      {statuses && <ChoiceFilter label={statusLabel} choices={statuses} value={query.status} onChange={(status) => onChange(withFilters(query, { status }))} testId="filter-status" />}
      {kinds && <ChoiceFilter label={kindLabel} choices={kinds} value={query.kind} onChange={(kind) => onChange(withFilters(query, { kind }))} testId="filter-kind" />}
      {keywordPlaceholder !== undefined && (
      <Input.Search
        allowClear
        placeholder={keywordPlaceholder}
        value={keyword}
        maxLength={KEYWORD_MAX}
        style={{ width: 260 }}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange(withFilters(query, { keyword: v.trim() || undefined }))}
        enterButton="搜索"
        data-testid="filter-keyword"
      />
      )}
      {dates && (
        <DatePicker.RangePicker
          value={range}
          placeholder={['开始日期', '结束日期']}
          onChange={(v) =>
            onChange(
              withFilters(query, {
                start_date: v?.[0]?.format('YYYY-MM-DD'),
                end_date: v?.[1]?.format('YYYY-MM-DD'),
              }),
            )
          }
          data-testid="filter-dates"
        />
      )}
      <Button disabled={empty} onClick={() => onChange({ page: 1 })} data-testid="filter-reset">
        重置
      </Button>
      {extra}
    </Space>
  );
}
