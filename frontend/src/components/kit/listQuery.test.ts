import { describe, expect, it } from 'vitest';
import { clampedPage, isCanonical, listSearch, parseListQuery, withFilters } from './listQuery';

describe('list state in the URL', () => {
  it('reads page, status, keyword and the date range from the query', () => {
    expect(parseListQuery('?page=3&status=2&keyword=%E5%BC%A0%E4%B8%89&start_date=2026-01-01&end_date=2026-01-31', ['1', '2'])).toEqual({
      page: 3,
      status: '2',
      keyword: '张三',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
  });

  it('falls back to page 1 and drops values the page does not offer', () => {
    expect(parseListQuery('?page=abc&status=9&start_date=2026-02-30', ['1', '2'])).toEqual({ page: 1 });
    expect(parseListQuery('?page=0')).toEqual({ page: 1 });
    expect(parseListQuery('?page=-2')).toEqual({ page: 1 });
    expect(parseListQuery('?status=1')).toEqual({ page: 1 });
  });

  it('trims the keyword, caps it at 50 characters and swaps a reversed date range', () => {
    const q = parseListQuery(`?keyword=${encodeURIComponent(`  ${'字'.repeat(60)} `)}&start_date=2026-03-10&end_date=2026-03-01`);
    expect(q.keyword).toBe('字'.repeat(50));
    expect(q.start_date).toBe('2026-03-01');
    expect(q.end_date).toBe('2026-03-10');
  });

  it('writes only what differs from the defaults, so the first page has a bare URL', () => {
    expect(listSearch({ page: 1 })).toBe('');
    expect(listSearch({ page: 2, status: '0', keyword: 'a b' })).toBe('?status=0&keyword=a+b&page=2');
  });

  it('round-trips every state through the URL', () => {
    const states = [
      { page: 1 },
      { page: 7, status: '3' },
      { page: 2, keyword: '求助 & 100%', start_date: '2025-12-31', end_date: '2026-01-01' },
    ];
    for (const s of states) expect(parseListQuery(listSearch(s), ['3'])).toEqual(s);
  });

  it('goes back to page 1 when a filter changes and forgets cleared filters', () => {
    expect(withFilters({ page: 4, status: '1', keyword: 'x' }, { status: undefined })).toEqual({ page: 1, keyword: 'x' });
    expect(withFilters({ page: 4 }, { keyword: '' })).toEqual({ page: 1 });
  });

  it('tells a canonical URL from one the page should replace', () => {
    expect(isCanonical('', [])).toBe(true);
    expect(isCanonical('?keyword=a&page=2', [])).toBe(true);
    expect(isCanonical('?page=1', [])).toBe(false);
    expect(isCanonical('?page=abc', [])).toBe(false);
    expect(isCanonical('?status=9', ['1'])).toBe(false);
  });
});

describe('paging past the end', () => {
  it('sends ?page=999 of 10 rows back to page 1, and of 25 rows to page 3', () => {
    expect(clampedPage(999, 10)).toBe(1);
    expect(clampedPage(999, 25)).toBe(3);
    expect(clampedPage(2, 0)).toBe(1);
  });

  it('leaves a page in range alone', () => {
    expect(clampedPage(3, 25)).toBeNull();
    expect(clampedPage(1, 0)).toBeNull();
  });

  it('can carry the status filter under another parameter name (is_read of the message list)', () => {
    expect(parseListQuery('?is_read=0&page=2', ['0', '1'], 'is_read')).toEqual({ page: 2, status: '0' });
    expect(listSearch({ page: 1, status: '1' }, 'is_read')).toBe('?is_read=1');
    expect(isCanonical('?is_read=0', ['0', '1'], 'is_read')).toBe(true);
  });
});

describe('a second choice filter (求助类型)', () => {
  const kind = { param: 'help_type_id', values: ['1', '2'] };
  it('is read from and written to its own parameter, and an unknown value is dropped', () => {
    expect(parseListQuery('?help_type_id=2&page=3', [], 'status', kind)).toEqual({ page: 3, kind: '2' });
    expect(parseListQuery('?help_type_id=9', [], 'status', kind)).toEqual({ page: 1 });
    expect(listSearch({ page: 1, kind: '2', keyword: '小' }, 'status', 'help_type_id')).toBe('?help_type_id=2&keyword=%E5%B0%8F');
    expect(isCanonical('?help_type_id=9', [], 'status', kind)).toBe(false);
    expect(withFilters({ page: 4, kind: '1' }, { kind: undefined })).toEqual({ page: 1 });
  });
});
