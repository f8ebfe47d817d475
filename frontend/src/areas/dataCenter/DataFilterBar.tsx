// The data centre's filters: date range, 日/周/月, area, and for reviewers and the admin the
// province and the organisation. Role 3 sees its own province as a fixed tag (the platform
// forces it whatever is sent). Every change is a new URL, so the server renders what is shown.
import { Segmented, Select, Space, Tag } from 'antd';
import { DateRangeFilter } from '../../components/kit/dateRange/DateRangeFilter';
import { InitiatorSelect } from '../../components/selectors';
import { PROVINCES } from '../../lib/regions/provinces';
import { AREAS, GRANULARITIES, type DataFilters } from './filters';
import type { Overview } from './types';

interface Props {
  filters: DataFilters;
  scope: Overview['scope'] | null;
  period: Overview['period'] | null;
  /** Whether the user may choose a province and an organisation (roles 2 and 99). */
  widen: boolean;
  onChange: (next: DataFilters) => void;
}

export function DataFilterBar({ filters, scope, period, widen, onChange }: Props) {
  const set = (patch: Partial<DataFilters>) => onChange({ ...filters, ...patch });
  // The picker shows the period the figures cover (the platform's default when the URL has none).
  const range: [string, string] | null = filters.start && filters.end ? [filters.start, filters.end] : period ? [period.start, period.end] : null;
  return (
    <Space wrap size="middle" data-testid="data-filters">
      <DateRangeFilter value={range} onChange={(r) => set({ start: r?.[0] ?? '', end: r?.[1] ?? '' })} placeholder={['开始日期', '结束日期']} testId="data-range" />
      <Segmented
        value={filters.granularity}
        options={GRANULARITIES.map((g) => ({ value: g.value, label: g.label }))}
        onChange={(v) => set({ granularity: v as DataFilters['granularity'] })}
        data-testid="data-granularity"
      />
      <Select<string>
        allowClear
        placeholder="全部业务"
        style={{ width: 130 }}
        value={filters.area || undefined}
        onChange={(v) => set({ area: v ?? '' })}
        options={AREAS.map((a) => ({ value: a.value, label: a.label }))}
        data-testid="data-area"
        aria-label="业务"
      />
      {widen ? <ProvinceSelect value={filters.province} onChange={(province) => set({ province })} /> : scope?.province_name && <Tag data-testid="data-province-fixed">地区：{scope.province_name}</Tag>}
      {widen && (
        <div style={{ width: 220 }}>
          <InitiatorSelect
            value={filters.orgId ? Number(filters.orgId) : undefined}
            selected={filters.orgId ? { value: Number(filters.orgId), label: scope?.org_name || `#${filters.orgId}`, record: {} } : undefined}
            placeholder="全部机构"
            onChange={(v) => set({ orgId: v === undefined ? '' : String(v) })}
            data-testid="data-org"
            aria-label="机构"
          />
        </div>
      )}
    </Space>
  );
}

/** The 34 provinces (the small list, not the region tree: the data centre needs no cities). */
function ProvinceSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="全国"
      style={{ width: 150 }}
      value={value || undefined}
      onChange={(v) => onChange(v ?? '')}
      options={[...PROVINCES]}
      data-testid="data-province"
      aria-label="省份"
    />
  );
}
