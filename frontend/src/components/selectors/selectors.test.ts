import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchInitiators, searchProjects, toOptions } from './api';
import { debouncedSearch, SELECTOR_DEBOUNCE_MS } from './debounce';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('selector debounce', () => {
  it('searches once, 500 ms after the last keystroke, with the last keyword', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (k: string) => [k]);
    const results: string[][] = [];
    const run = debouncedSearch(search, (r: string[]) => results.push(r));
    run('春');
    vi.advanceTimersByTime(300);
    run('春晖');
    vi.advanceTimersByTime(SELECTOR_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('春晖');
    await vi.runAllTimersAsync();
    expect(results).toEqual([['春晖']]);
  });

  it('drops an answer that arrives after a newer search started', async () => {
    vi.useFakeTimers();
    const resolvers: Array<(v: string) => void> = [];
    const search = vi.fn((_k: string) => new Promise<string>((r) => resolvers.push(r)));
    const results: string[] = [];
    const run = debouncedSearch(search, (r: string) => results.push(r));
    run('a');
    vi.advanceTimersByTime(SELECTOR_DEBOUNCE_MS);
    run('ab');
    vi.advanceTimersByTime(SELECTOR_DEBOUNCE_MS);
    resolvers[1]('new');
    resolvers[0]('old');
    await vi.runAllTimersAsync();
    expect(results).toEqual(['new']);
  });

  it('cancel stops a pending search', () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => 1);
    const run = debouncedSearch(search, () => {});
    run('x');
    run.cancel();
    vi.advanceTimersByTime(SELECTOR_DEBOUNCE_MS * 2);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('selector results', () => {
  it('maps {id, name} and {id, title} rows to options and skips malformed ones', () => {
    const res = { code: 200, msg: '', data: { list: [{ id: 3, name: '春晖公益' }, { id: 'x', name: 'bad' }, { id: 4 }] } };
    expect(toOptions(res, 'name')).toEqual([{ value: 3, label: '春晖公益', record: { id: 3, name: '春晖公益' } }]);
    expect(toOptions({ code: 400, msg: 'no' }, 'title')).toEqual([]);
    expect(toOptions({ code: 200, msg: '', data: {} }, 'title')).toEqual([]);
  });

  it('asks for page 1 of 20 with the title, and passes type and keyword for initiators', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ code: 200, msg: '', data: { list: [{ id: 1, title: '乡村图书角', target: '100.00' }] } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const options = await searchProjects('图书');
    expect(options.map((o) => [o.value, o.label, o.record.target])).toEqual([[1, '乡村图书角', '100.00']]);
    const url = (fetchMock.mock.calls[0] as unknown as [string])[0];
    expect(url).toBe(`/api/organization/common/project_list?pageNum=1&pageSize=20&title=${encodeURIComponent('图书')}`);
    await searchInitiators('春', 2, 7);
    const url2 = (fetchMock.mock.calls[1] as unknown as [string])[0];
    expect(url2).toBe(`/api/organization/common/initiator_list?type=2&keyword=${encodeURIComponent('春')}&type_value=7`);
  });
});
