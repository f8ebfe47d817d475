// The data centre's filters live in the URL query, with the platform's names (start, end,
// granularity, area, province, org_id), so the server renders the filtered view and a link
// shows the same figures. Pure: parsing and writing the query.
import { optionsOf } from '../../lib/options';
import type { Granularity } from './types';

export interface DataFilters {
  start: string;
  end: string;
  granularity: Granularity;
  area: string;
  province: string;
  orgId: string;
}

export const GRANULARITIES: ReadonlyArray<{ value: Granularity; label: string }> = optionsOf<Granularity>({ day: '按日', week: '按周', month: '按月' });

/** The six areas in the platform's order (its `area` keys). */
export const AREAS: ReadonlyArray<{ value: string; label: string }> = optionsOf({ project: '募捐项目', micro_project: '微项目', help_case: '求助', activity: '公益活动', sale: '义卖', wish: '微心愿' });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from a query string; unknown or malformed values count as absent. */
export function filtersOf(search: string): DataFilters {
  const q = new URLSearchParams(search);
  const get = (k: string) => (q.get(k) ?? '').trim();
  const granularity = get('granularity');
  const area = get('area');
  return {
    start: DAY.test(get('start')) ? get('start') : '',
    end: DAY.test(get('end')) ? get('end') : '',
    granularity: GRANULARITIES.some((g) => g.value === granularity) ? (granularity as Granularity) : 'day',
    area: AREAS.some((a) => a.value === area) ? area : '',
    province: /^\d{6}$/.test(get('province')) ? get('province') : '',
    orgId: /^\d+$/.test(get('org_id')) ? get('org_id') : '',
  };
}

/** The query string for filters (`?…`, or '' when all are defaults), in a stable order. */
export function queryOf(f: DataFilters): string {
  const q = new URLSearchParams();
  if (f.start && f.end) {
    q.set('start', f.start);
    q.set('end', f.end);
  }
  if (f.granularity !== 'day') q.set('granularity', f.granularity);
  if (f.area) q.set('area', f.area);
  if (f.province) q.set('province', f.province);
  if (f.orgId) q.set('org_id', f.orgId);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The export's filters: the platform's names, only those set (the BFF forwards them). */
export function exportFiltersOf(f: DataFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.start && f.end) {
    out.start = f.start;
    out.end = f.end;
  }
  out.granularity = f.granularity;
  if (f.area) out.area = f.area;
  if (f.province) out.province = f.province;
  if (f.orgId) out.org_id = f.orgId;
  return out;
}
