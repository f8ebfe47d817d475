import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', () => ({ hardNavigate: vi.fn(), currentPath: () => '/SJ/list' }));

import { EXPORT_FAILED, fetchExport, fileNameOf } from './exportFile';
import { hardNavigate } from './navigate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Excel export download', () => {
  it('reads the UTF-8 file name and reports progress up to 100', async () => {
    const bytes = new Uint8Array(1000).fill(7);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(bytes, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Length': '1000',
        'Content-Disposition': "attachment; filename=\"export.xlsx\"; filename*=UTF-8''%E4%B9%89%E5%8D%96%E8%AE%A2%E5%8D%95.xlsx",
      },
    })));
    const seen: Array<number | null> = [];
    const { blob, fileName } = await fetchExport('sale', {}, (p) => seen.push(p));
    expect(fileName).toBe('义卖订单.xlsx');
    expect(blob.size).toBe(1000);
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(100);
  });

  it('fails with exactly the spec message on an error envelope or a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 500, msg: EXPORT_FAILED }), {
      status: 502, headers: { 'Content-Type': 'application/json' },
    })));
    await expect(fetchExport('sale', {})).rejects.toThrow('生成 excel 失败!');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('network'); }));
    await expect(fetchExport('sale', {})).rejects.toThrow('生成 excel 失败!');
  });

  it('sends an ended session to the login page, saying why', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 300, msg: '登录已过期' }), {
      headers: { 'Content-Type': 'application/json' },
    })));
    await expect(fetchExport('sale', {})).rejects.toThrow(EXPORT_FAILED);
    expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2FSJ%2Flist&error=ended');
  });

  it('falls back to the plain file name', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
