import { describe, expect, it } from 'vitest';
import { exportFiltersOf, filtersOf, queryOf } from './filters';

describe('data centre filters in the URL', () => {
  it('reads every filter by the platform parameter names', () => {
    expect(filtersOf('?start=2026-10-01&end=2026-10-30&granularity=week&area=help_case&province=330000&org_id=7')).toEqual({
      start: '2026-10-01',
      end: '2026-10-30',
      granularity: 'week',
      area: 'help_case',
      province: '330000',
      orgId: '7',
    });
  });

  it('drops malformed values instead of sending them', () => {
    expect(filtersOf('?start=2026-1-1&end=x&granularity=year&area=shop&province=33&org_id=abc')).toEqual({
      start: '',
      end: '',
      granularity: 'day',
      area: '',
      province: '',
      orgId: '',
    });
  });

  it('writes the query back in a stable order, leaving defaults out', () => {
    const f = filtersOf('?org_id=7&granularity=month&start=2026-10-01&end=2026-10-30');
    expect(queryOf(f)).toBe('?start=2026-10-01&end=2026-10-30&granularity=month&org_id=7');
    expect(queryOf(filtersOf(''))).toBe('');
    expect(filtersOf(queryOf(f))).toEqual(f);
  });

  it('keeps a half date range out of the URL and the export', () => {
    const f = filtersOf('?start=2026-10-01');
    expect(queryOf(f)).toBe('');
    expect(exportFiltersOf(f)).toEqual({ granularity: 'day' });
  });

  it('exports with the shown filters', () => {
    expect(exportFiltersOf(filtersOf('?start=2026-10-01&end=2026-10-30&area=wish&province=330000'))).toEqual({
      start: '2026-10-01',
      end: '2026-10-30',
      granularity: 'day',
      area: 'wish',
      province: '330000',
    });
  });
});
