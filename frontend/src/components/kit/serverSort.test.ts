import { describe, expect, it } from 'vitest';
import { listSearch, parseListQuery } from './listQuery';
import { sortParams, sortedQuery, withSortOrder } from './serverSort';

const columns = [
  { title: '订单号', dataIndex: 'order_no' },
  { title: '金额', dataIndex: 'amount', sorter: true },
  { title: '支付时间', dataIndex: 'paid_at', sorter: true },
  { title: '本页排序', dataIndex: 'x', sorter: () => 0 },
];

describe('columns the platform sorts', () => {
  it('put their sort in the URL beside the filters, and only their own fields', () => {
    const extras = sortParams(columns);
    expect(extras).toEqual([
      { param: 'sort', values: ['amount', 'paid_at'] },
      { param: 'order', values: ['asc', 'desc'] },
    ]);
    const q = parseListQuery('?status=1&sort=amount&order=asc&page=3', ['1'], 'status', extras);
    expect(q.extra).toEqual({ sort: 'amount', order: 'asc' });
    expect(parseListQuery('?sort=x&order=up', [], 'status', extras).extra).toBeUndefined();
    expect(sortParams([{ dataIndex: 'x', sorter: () => 0 }])).toEqual([]);
  });

  it('show the sort on its column header', () => {
    const shown = withSortOrder(columns, { sort: 'amount', order: 'asc' });
    expect(shown.map((c) => (c as { sortOrder?: string }).sortOrder)).toEqual([undefined, 'ascend', undefined, undefined]);
    expect(withSortOrder(columns, { sort: 'paid_at' })[2]).toMatchObject({ sortOrder: 'descend' });
    expect(withSortOrder(columns, undefined).every((c) => !('sortOrder' in c))).toBe(true);
  });

  it('go back to page 1 with the new sort on a header click, keeping the filters, and drop it when cleared', () => {
    const q = { page: 4, status: '1', extra: { kind: '2' } };
    const sorted = sortedQuery(q, 'amount', 'descend');
    expect(listSearch(sorted)).toBe('?status=1&kind=2&sort=amount&order=desc');
    expect(listSearch(sortedQuery(sorted, 'amount', null))).toBe('?status=1&kind=2');
    expect(sortedQuery({ page: 2, extra: { sort: 'amount', order: 'asc' } }, 'amount', undefined)).toEqual({ page: 1 });
  });
});
