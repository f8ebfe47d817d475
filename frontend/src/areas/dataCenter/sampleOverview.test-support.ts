// A data centre answer shaped as the contract says, for unit tests of the option builders and the
// page (not shipped: only tests import it). Thirty days, six areas, eight provinces, five months.
import type { Overview } from './types';

const day = (i: number) => `2026-10-${String(i + 1).padStart(2, '0')}`;

export const sampleOverview: Overview = {
  scope: { province: '', province_name: '全国', forced: false, org_id: null, org_name: '', area: '', area_label: '全部' },
  period: { start: '2026-10-01', end: '2026-10-30', days: 30, granularity: 'day', previous_start: '2026-09-01', previous_end: '2026-09-30' },
  kpis: [
    { key: 'raised', label: '募款金额', value: 12345678, previous: 10000000, change_percent: 23.5, unit: 'fen' },
    { key: 'donations', label: '捐款笔数', value: 320, previous: 400, change_percent: -20, unit: 'count' },
    { key: 'donors', label: '捐赠人数', value: 210, previous: 0, change_percent: null, unit: 'count' },
    { key: 'average', label: '笔均金额', value: 38580, previous: 25000, change_percent: 54.3, unit: 'fen' },
  ],
  series: Array.from({ length: 30 }, (_, i) => ({ date: day(i), label: day(i).slice(5), amount_fen: ((i * 7919) % 997) * 1000, count: (i * 31) % 17 })),
  by_area: [
    { area: 'project', label: '募捐项目', amount_fen: 6000000, count: 120, donors: 90, percent: 48.6 },
    { area: 'micro_project', label: '微项目', amount_fen: 2000000, count: 60, donors: 50, percent: 16.2 },
    { area: 'help_case', label: '求助', amount_fen: 1800000, count: 50, donors: 40, percent: 14.6 },
    { area: 'activity', label: '公益活动', amount_fen: 1500000, count: 40, donors: 30, percent: 12.2 },
    { area: 'sale', label: '义卖', amount_fen: 1045678, count: 30, donors: 20, percent: 8.5 },
    { area: 'wish', label: '微心愿', amount_fen: 0, count: 0, donors: 0, percent: 0 },
  ],
  by_region: [
    ['110000', '北京市', 4000000],
    ['330000', '浙江省', 3000000],
    ['310000', '上海市', 2000000],
    ['510000', '四川省', 1500000],
    ['440000', '广东省', 1000000],
    ['530000', '云南省', 500000],
    ['230000', '黑龙江省', 245678],
    ['', '未填写地区', 100000],
  ].map(([province, name, amount]) => ({ province: String(province), name: String(name), amount_fen: Number(amount), count: 10, percent: 10 })),
  top_projects: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `乡村儿童营养午餐计划第${i + 1}期`, org_name: '北京春晖公益基金会', province_name: '北京市', amount_fen: 1000000 - i * 50000, count: 20 - i })),
  top_orgs: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `公益机构${i + 1}`, amount_fen: 2000000 - i * 100000, count: 30 - i })),
  shares: { pages: 12, active_pages: 5, donation_count: 40, donor_count: 33, amount_fen: 456700, conversion_percent: 41.7, amount_percent: 3.7 },
  pledges: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map((month, i) => ({ month, new: 3 + i, cancelled: i % 2, active: 10 + i * 2, charges: 8 + i, amount_fen: 80000 + i * 1000 })),
};
