import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', () => ({
  hardNavigate: vi.fn(),
  currentPath: () => '/SZ/helpList?page=2',
}));

import { ApiError, get, post, withQuery } from './http';
import { hardNavigate } from './navigate';
import { setErrorNotifier } from './notify';

const toasts: [string, number][] = [];

function reply(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  toasts.length = 0;
  setErrorNotifier((text, seconds) => toasts.push([text, seconds]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the HTTP client', () => {
  it('sends the CSRF header and same-origin credentials', async () => {
    const fetchMock = reply({ code: 200, msg: '', data: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await post('/api/x', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('orgcenter');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends a create form\'s idempotency key, and none on other calls', async () => {
    const fetchMock = reply({ code: 200, msg: '', data: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await post('/api/create', { a: 1 }, 'form-key-1');
    await post('/api/other', { a: 1 });
    const headersOf = (i: number) => (fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0)['Idempotency-Key']).toBe('form-key-1');
    expect(headersOf(1)['Idempotency-Key']).toBeUndefined();
  });

  it('resolves code 200 with the body', async () => {
    vi.stubGlobal('fetch', reply({ code: 200, msg: 'ok', data: { n: 1 } }));
    await expect(get('/api/x')).resolves.toEqual({ code: 200, msg: 'ok', data: { n: 1 } });
    expect(toasts).toEqual([]);
  });

  it('resolves code 400 with the body and no toast, so the caller shows the message', async () => {
    vi.stubGlobal('fetch', reply({ code: 400, msg: '验证码错误' }));
    await expect(get('/api/x')).resolves.toMatchObject({ code: 400, msg: '验证码错误' });
    expect(toasts).toEqual([]);
  });

  it('sends code 300 to the login page with the current path and the reason, and rejects', async () => {
    vi.stubGlobal('fetch', reply({ code: 300, msg: '登录已过期，请重新登录' }));
    await expect(get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2&error=ended');
    expect(toasts).toEqual([]);
  });

  it('shows other codes as a five-second error toast and rejects', async () => {
    vi.stubGlobal('fetch', reply({ code: 500, msg: '服务器繁忙' }));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 500, message: '服务器繁忙' });
    expect(toasts).toEqual([['服务器繁忙', 5]]);
  });

  it('shows a network error for five seconds and rejects', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 0 });
    expect(toasts[0][0]).toContain('网络错误');
    expect(toasts[0][1]).toBe(5);
  });

  it('gives up after 5000 ms with a timeout toast', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = get('/api/slow');
    const settled = expect(pending).rejects.toMatchObject({ code: 0 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(toasts[0][0]).toContain('请求超时');
  });

  it('reports a non-envelope error response by its HTTP status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('bad gateway', { status: 502 })));
    await expect(get('/api/x')).rejects.toMatchObject({ code: 0 });
    expect(toasts[0][0]).toContain('502');
  });
});

describe('withQuery', () => {
  it('appends only non-empty params, encoded', () => {
    expect(withQuery('/api/x', { a: 1, b: '', c: undefined, d: '中 文' })).toBe('/api/x?a=1&d=%E4%B8%AD+%E6%96%87');
  });
});
