// Status select, keyword search and date range over the URL's list state; every change goes
// back to page 1. The date range's picker is fetched when first used (dateRange/DateRangeFilter).
// On a phone (below 576 px, app.css) only the keyword search shows until 筛选 opens the other
// filters: five stacked filters would push the list's first row out of the first screen. CSS
// decides, so the server render and the first paint agree at every width. There the folded
// choice filters stay drawn (SelectLookalike) until 筛选 opens them: antd's Select for each of
// them after hydration cost a phone's CPU for filters nobody sees.
import { Button, Space } from 'antd';
// The search field alone: antd's Input module brings TextArea, OTP and Password with it, which
// no list page draws (every list page loads this bar).
import Search from 'antd/es/input/Search';
import { useEffect, useState, type ReactNode } from 'react';
import { useLiveAfterHydration } from '../../lib/liveAfterHydration';
import { preloadUnless, swapCode } from '../../lib/swapCode';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { DateRangeFilter } from './dateRange/DateRangeFilter';
import { KEYWORD_MAX, withFilters, type ExtraParam, type ListQuery } from './listQuery';
import type { Option } from '../selectors/api';
import { REMOTE_SELECT_MIN_WIDTH } from '../selectors/remoteSelectWidth';
import { SelectLookalike } from './SelectLookalike';

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
  /** The keyword search's placeholder; none = no keyword search (the list call has none). */
  keywordPlaceholder?: string;
  dates?: boolean;
  /** Further select filters, each over its own URL parameter (a kind, a channel, a project). */
  selects?: SelectFilter[];
  extra?: ReactNode;
}

/** Where the filter bar folds its filters behind 筛选: app.css's `.filter-optional` rule. */
export const FOLDING_QUERY = '(max-width: 575.98px)';

/**
 * antd's Select as the choice filters configure it, fetched when the first of them goes live
 * (lib/swapCode.ts): a phone folds them away and never needs it to become interactive.
 */
const choiceSelect = swapCode(() => {
  // For the browser tests: when the fetch started, on the page's clock (deferredSheet.test.mjs).
  document.documentElement.dataset.choiceSelectFetched = String(Math.round(performance.now()));
  return import('./AntdChoiceSelect').then((m) => m.AntdChoiceSelect);
});
/** The remote filters' searching select (selectors/RemoteSelect.tsx), fetched the same way. */
const remoteSelect = swapCode(() => {
  document.documentElement.dataset.remoteSelectFetched = String(Math.round(performance.now()));
  return import('../selectors/RemoteSelect').then((m) => m.RemoteSelect);
});
// A wide screen shows the choice filters at once: fetched beside the page's own chunks, so the
// swap right after hydration does not wait for it. A phone fetches it once the page is
// interactive, before anyone opens 筛选. The remote select is the same Select with a search
// (a few hundred bytes more), fetched with it.
for (const code of [choiceSelect, remoteSelect]) preloadUnless(FOLDING_QUERY, code);

/**
 * One choice filter: 「全部<label>」 when cleared. Drawn as antd's markup without its code until
 * hydration has run (SelectLookalike), while `hidden` (folded away on a phone) and until antd's
 * Select has arrived, then antd's Select.
 */
function ChoiceFilter({ label, choices, value, onChange, testId, width, hidden }: { label: string; choices: ReadonlyArray<{ value: number | string; label: string }>; value?: string; onChange: (v: string | undefined) => void; testId: string; width?: number; hidden: boolean }) {
  const live = useLiveAfterHydration();
  const Select = choiceSelect.useCode(live && !hidden);
  const options = choices.map((c) => ({ value: String(c.value), label: c.label }));
  const drawn = { placeholder: `全部${label}`, width: width ?? 150, value, options, testId, ariaLabel: label };
  if (!live || hidden || !Select) return <SelectLookalike {...drawn} />;
  return <Select {...drawn} onChange={onChange} />;
}

/**
 * One remote filter (its choices searched from a call): drawn like a choice filter until antd's
 * Select is in, then RemoteSelect, which runs its first search when it mounts.
 */
function RemoteFilter({ filter, value, onChange, hidden }: { filter: Extract<SelectFilter, { search: unknown }>; value?: string; onChange: (v: string | undefined) => void; hidden: boolean }) {
  const live = useLiveAfterHydration();
  const Select = remoteSelect.useCode(live && !hidden);
  const testId = `filter-${filter.param}`;
  const placeholder = `全部${filter.label}`;
  const id = value === undefined ? undefined : Number(value);
  // Before a search ran, the chosen one is named by the page (`current`), or by its id.
  const label = filter.current ?? `#${value}`;
  if (!live || hidden || !Select) {
    const options = value === undefined ? [] : [{ value, label }];
    return <SelectLookalike search minWidth={REMOTE_SELECT_MIN_WIDTH} placeholder={placeholder} value={value} options={options} testId={testId} ariaLabel={filter.label} />;
  }
  return (
    <Select
      placeholder={placeholder}
      value={id}
      selected={id === undefined ? undefined : { value: id, label, record: {} }}
      search={filter.search}
      onChange={(v) => onChange(v === undefined ? undefined : String(v))}
      data-testid={testId}
      aria-label={filter.label}
    />
  );
}

/**
 * A select filter over the URL parameter `param`: fixed `choices`, or choices `search`ed from a
 * call (then any id may stand in the URL; `current` names the chosen one before a search ran),
 * made by selectors/remoteFilter.ts.
 */
export type SelectFilter = { param: string; label: string; width?: number } & (
  | { choices: Array<{ value: number | string; label: string }> }
  | { search: (keyword: string) => Promise<Option[]>; current?: string }
);

/** The URL parameters the select filters read, with the values each may take. */
export function selectParams(selects: readonly SelectFilter[] = []): ExtraParam[] {
  return selects.map((f) => ({ param: f.param, values: 'choices' in f ? f.choices.map((c) => String(c.value)) : 'id' }));
}

export function FilterBar({ query, onChange, statuses, statusLabel = '状态', keywordPlaceholder, dates, selects = [], extra }: FilterBarProps) {
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);
  const range: [string, string] | null = query.start_date && query.end_date ? [query.start_date, query.end_date] : null;
  const empty = !query.status && !query.keyword && !query.start_date && !query.end_date && !query.extra;
  const setExtra = (param: string, v: string | undefined) => onChange(withFilters(query, { extra: { ...query.extra, [param]: v ?? '' } }));
  const [open, setOpen] = useState(false);
  const folded = !!statuses || selects.length > 0 || !!dates;
  const hidden = useMediaQuery(FOLDING_QUERY) && !open;
  const set = [query.status, query.start_date, ...Object.values(query.extra ?? {})].filter(Boolean).length;
  // What a phone folds away: every filter but the keyword search.
  const fold = (node: ReactNode, key?: string) => (
    <span key={key} className="filter-optional">
      {node}
    </span>
  );
  return (
    <Space wrap size="middle" data-testid="filter-bar" className={open ? 'filter-bar filter-bar-open' : 'filter-bar'}>
      {folded && (
        <Button className="filter-toggle" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="filter-toggle">
          {open ? '收起筛选' : set > 0 ? `筛选（${set}）` : '筛选'}
        </Button>
      )}
      {statuses && fold(<ChoiceFilter label={statusLabel} choices={statuses} value={query.status} onChange={(status) => onChange(withFilters(query, { status }))} testId="filter-status" hidden={hidden} />)}
      {selects.map((f) => fold(
        'choices' in f ? (
          <ChoiceFilter key={f.param} label={f.label} choices={f.choices} width={f.width} value={query.extra?.[f.param]} onChange={(v) => setExtra(f.param, v)} testId={`filter-${f.param}`} hidden={hidden} />
        ) : (
          <RemoteFilter key={f.param} filter={f} value={query.extra?.[f.param]} onChange={(v) => setExtra(f.param, v)} hidden={hidden} />
        ),
        f.param,
      ))}
      {keywordPlaceholder !== undefined && (
      <Search
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
      {dates &&
        fold(
          <DateRangeFilter
            value={range}
            placeholder={['开始日期', '结束日期']}
            onChange={(v) => onChange(withFilters(query, { start_date: v?.[0], end_date: v?.[1] }))}
            testId="filter-dates"
          />,
        )}
      {fold(
        <Button disabled={empty} onClick={() => onChange({ page: 1 })} data-testid="filter-reset">
          重置
        </Button>,
      )}
      {extra}
    </Space>
  );
}
