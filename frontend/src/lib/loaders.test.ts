import { describe, expect, it } from 'vitest';
import type { LoaderSpec } from '../routes/types';
import { buildParams, loaderApplies } from './loaders';

const spec: LoaderSpec = {
  key: 'list',
  method: 'GET',
  path: '/api/x',
  params: {
    id: { from: 'path', name: 'id' },
    pageNum: { from: 'query', name: 'page', default: '1' },
    is_read: { from: 'query', name: 'is_read' },
    pageSize: { value: 10 },
  },
};

describe('buildParams', () => {
  it('takes path params as numbers, query params as strings and literal values as declared', () => {
    expect(buildParams(spec, { id: '42' }, new URLSearchParams('page=3&is_read=0'))).toEqual({ id: 42, pageNum: '3', is_read: '0', pageSize: 10 });
  });

  it('uses the default for a missing query param and leaves out one without a default', () => {
    expect(buildParams(spec, { id: '1' }, new URLSearchParams(''))).toEqual({ id: 1, pageNum: '1', pageSize: 10 });
  });
});

describe('loaderApplies', () => {
  it('runs a loader that requires a query param only when the URL has it', () => {
    const staged: LoaderSpec = { ...spec, requires: 'batch' };
    expect(loaderApplies(staged, new URLSearchParams('batch=7'), { id: '1' })).toBe(true);
    expect(loaderApplies(staged, new URLSearchParams('batch='), { id: '1' })).toBe(false);
    expect(loaderApplies(staged, new URLSearchParams('page=2'), { id: '1' })).toBe(false);
    expect(loaderApplies(spec, new URLSearchParams(''), { id: '1' })).toBe(true);
  });

  it('runs a loader for one view only when the path parameter names that view', () => {
    const bids: LoaderSpec = { key: 'bids', method: 'GET', path: '/api/x', params: { goods_id: { from: 'path', name: 'id' } }, pathIs: { type: '2' } };
    expect(loaderApplies(bids, new URLSearchParams(''), { id: '7', type: '2' })).toBe(true);
    expect(loaderApplies(bids, new URLSearchParams(''), { id: '7', type: '1' })).toBe(false);
    expect(loaderApplies(bids, new URLSearchParams(''), { id: '7' })).toBe(false);
  });

  it('runs a loader reading an optional path param only when the URL has it', () => {
    const detail: LoaderSpec = { key: 'detail', method: 'GET', path: '/api/x', params: { id: { from: 'path', name: 'id' } } };
    expect(loaderApplies(detail, new URLSearchParams(''), { id: '7' })).toBe(true);
    expect(loaderApplies(detail, new URLSearchParams(''), {})).toBe(false);
  });
});
