import { describe, expect, it, vi } from 'vitest';
import { chunks, commonActions, resultSummary, selectable, sendInChunks, type BulkSend } from './bulk';

describe('bulk decisions', () => {
  it('offers only the actions every selected row allows, in the list order', () => {
    const rows = [{ actions: ['return', 'pass', 'edit'] }, { actions: ['pass', 'return'] }, { actions: ['pass'] }];
    expect(commonActions(rows, ['pass', 'return'])).toEqual(['pass']);
    expect(commonActions(rows.slice(0, 2), ['pass', 'return'])).toEqual(['pass', 'return']);
  });

  it('offers nothing for an empty selection or a row without actions', () => {
    expect(commonActions([], ['pass'])).toEqual([]);
    expect(commonActions([{ actions: ['pass'] }, {}], ['pass'])).toEqual([]);
  });

  it('lets a row be selected only when it allows one of the list actions', () => {
    expect(selectable({ actions: ['edit', 'claim'] }, ['claim', 'ignore'])).toBe(true);
    expect(selectable({ actions: ['edit'] }, ['claim', 'ignore'])).toBe(false);
    expect(selectable({}, ['claim'])).toBe(false);
  });

  it('cuts the selection into calls of at most 100 ids', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    expect(chunks(ids).map((c) => c.length)).toEqual([100, 100, 50]);
    expect(chunks(ids).flat()).toEqual(ids);
  });

  it('gives one result per id, and a refused call its message for each of its ids', async () => {
    const ids = Array.from({ length: 130 }, (_, i) => i + 1);
    const send = vi.fn<BulkSend>(async (_action, part) =>
      part.length === 100
        ? { code: 200, msg: 'ok', data: { results: part.map((id) => ({ id, ok: id !== 7, reason: id === 7 ? 'not_allowed_in_state' : null, message: id === 7 ? '只有审核中的求助可以审核' : '审核通过' })) } }
        : { code: 400, msg: '无权审核求助', data: null as never },
    );
    const results = await sendInChunks(send, 'pass', ids);
    expect(send).toHaveBeenCalledTimes(2);
    expect(results).toHaveLength(130);
    expect(results[6]).toEqual({ id: 7, ok: false, reason: 'not_allowed_in_state', message: '只有审核中的求助可以审核' });
    expect(results[120]).toEqual({ id: 121, ok: false, reason: 'failed', message: '无权审核求助' });
    expect(resultSummary(results)).toBe('成功 99 项，未处理 31 项');
  });

  it('says when every item was done', () => {
    expect(resultSummary([{ id: 1, ok: true, reason: null, message: '审核通过' }])).toBe('已全部处理，共 1 项');
  });
});
