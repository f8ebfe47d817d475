// The data centre's answer (docs/contract-sandbox.md, "Data centre and dashboard"): money in
// integer fen (`*_fen`), counts as integers, percentages with one decimal or null.

export type Granularity = 'day' | 'week' | 'month';

export interface Kpi {
  key: 'raised' | 'donations' | 'donors' | 'average' | string;
  label: string;
  value: number;
  previous: number;
  change_percent: number | null;
  unit: 'fen' | 'count' | string;
}

export interface SeriesPoint {
  date: string;
  label: string;
  amount_fen: number;
  count: number;
}

export interface AreaRow {
  area: string;
  label: string;
  amount_fen: number;
  count: number;
  donors: number;
  percent: number | null;
}

export interface RegionRow {
  province: string;
  name: string;
  amount_fen: number;
  count: number;
  percent: number | null;
}

export interface TopProject {
  id: number;
  title: string;
  org_name: string;
  province_name: string;
  amount_fen: number;
  count: number;
}

export interface TopOrg {
  id: number;
  name: string;
  amount_fen: number;
  count: number;
}

export interface Shares {
  pages: number;
  active_pages: number;
  donation_count: number;
  donor_count: number;
  amount_fen: number;
  conversion_percent: number | null;
  amount_percent: number | null;
}

export interface PledgeMonth {
  month: string;
  new: number;
  cancelled: number;
  active: number;
  charges: number;
  amount_fen: number;
}

export interface Overview {
  scope: { province: string; province_name: string; forced: boolean; org_id: number | null; org_name: string; area: string; area_label: string };
  period: { start: string; end: string; days: number; granularity: Granularity; previous_start: string; previous_end: string };
  kpis: Kpi[];
  series: SeriesPoint[];
  by_area: AreaRow[];
  by_region: RegionRow[];
  top_projects: TopProject[];
  top_orgs: TopOrg[];
  shares: Shares;
  pledges: PledgeMonth[];
}
