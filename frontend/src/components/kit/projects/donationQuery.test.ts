import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../listQuery';
import { billText, donateFilters } from './donationQuery';

const extras = [
  { param: 'channel', values: ['1', '2', '3'] },
  { param: 'project_id', values: 'id' as const },
];

describe('the donation list\'s filters, as the export sends them', () => {
  it('maps the URL state to donate_list\'s names: status is the pay status', () => {
    const q = parseListQuery('?status=2&channel=3&project_id=15&keyword=%E5%BC%A0&start_date=2026-01-01&end_date=2026-01-31&page=4', ['1', '2'], 'status', extras);
    expect(donateFilters(q)).toEqual({ pay_status: '2', channel: '3', project_id: 15, keyword: '张', start_date: '2026-01-01', end_date: '2026-01-31' });
  });

  it('sends nothing for an unfiltered list, and never the page (the export is the whole filter)', () => {
    expect(donateFilters(parseListQuery('?page=3', ['1', '2'], 'status', extras))).toEqual({});
  });

  it('on one project\'s list, filters by the page\'s project whatever the URL says', () => {
    const q = parseListQuery('?project_id=99&channel=1', ['1', '2'], 'status', extras);
    expect(donateFilters(q, 7)).toEqual({ channel: '1', project_id: 7 });
  });
});

describe('the 票据 cell', () => {
  it('says 是 with the invoice title, or 否', () => {
    expect(billText({ need_bill: 1, bill_title: '北京某科技有限公司' })).toBe('是（北京某科技有限公司）');
    expect(billText({ need_bill: true, bill_title: null })).toBe('是');
    expect(billText({ need_bill: 0, bill_title: '不该显示' })).toBe('否');
  });
});
