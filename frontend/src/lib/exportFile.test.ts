import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./navigate', () => ({ hardNavigate: vi.fn(), currentPath: () => '/SJ/list' }));

import { EXPORT_FAILED } from './exportErrors';
import { fetchExport, fileNameOf, followExport } from './exportFile';
import { isFollowed } from './exportRecords';
import { hardNavigate } from './navigate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const xlsx = (bytes: Uint8Array<ArrayBuffer>) =>
  new Response(bytes, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Length': String(bytes.length),
      'Content-Disposition': "attachment; filename=\"export.xlsx\"; filename*=UTF-8''%E4%B9%89%E5%8D%96%E8%AE%A2%E5%8D%95.xlsx",
    },
  });
const running = (percent: number, rows_done: number, rows_total: number) =>
  json({ code: 200, data: { state: 'running', percent, rows_done, rows_total } });
const done = () => json({ code: 200, data: { state: 'done', percent: 100, rows_done: 10, rows_total: 10, file_name: 'x.xlsx' } });
const noWait = () => Promise.resolve();

/** A fetch that answers each URL's calls in turn. */
function platform(answers: Record<string, Array<() => Response>>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    const queue = answers[url];
    if (!queue?.length) throw new Error(`unexpected ${url}`);
    return (queue.length > 1 ? queue.shift()! : queue[0])();
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('Excel export as a job', () => {
  it('starts a job, follows its progress while the server builds, then downloads the file with its UTF-8 name', async () => {
    const calls = platform({
      '/api/bff/export/sale/jobs': [() => json({ code: 200, data: { job: 'j1' } })],
      '/api/bff/export/jobs/j1': [() => running(0, 0, 0), () => running(40, 1000, 2500), () => running(99, 2500, 2500), done],
      '/api/bff/export/jobs/j1/file': [() => xlsx(new Uint8Array(1000).fill(7))],
    });
    const seen: Array<number | null> = [];
    const { blob, fileName } = await fetchExport('sale', { status: 1 }, (p) => seen.push(p), noWait);
    expect(fileName).toBe('义卖订单.xlsx');
    expect(blob.size).toBe(1000);
    // Unknown size first, then the build's share, then the download's.
    expect(seen.slice(0, 4)).toEqual([null, null, 36, 89]);
    expect(seen.at(-1)).toBe(100);
    const numbers = seen.filter((p): p is number => p !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(calls.filter((c) => c.endsWith('/file'))).toHaveLength(1);
  });

  it('waits between polls instead of asking in a tight loop', async () => {
    platform({
      '/api/bff/export/sale/jobs': [() => json({ code: 200, data: { job: 'j2' } })],
      '/api/bff/export/jobs/j2': [() => running(10, 1, 10), () => running(50, 5, 10), done],
      '/api/bff/export/jobs/j2/file': [() => xlsx(new Uint8Array(10))],
    });
    const waits: number[] = [];
    await fetchExport('sale', {}, () => {}, async (ms) => void waits.push(ms));
    expect(waits).toEqual([500, 500]);
  });

  it('fails with exactly the spec message on an error envelope, a failed job or a network error', async () => {
    platform({ '/api/bff/export/sale/jobs': [() => json({ code: 500, msg: EXPORT_FAILED }, 502)] });
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow('生成 excel 失败!');
    platform({
      '/api/bff/export/sale/jobs': [() => json({ code: 200, data: { job: 'j3' } })],
      '/api/bff/export/jobs/j3': [() => running(10, 1, 10), () => json({ code: 500, msg: EXPORT_FAILED }, 502)],
    });
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow('生成 excel 失败!');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('network'); }));
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow('生成 excel 失败!');
  });

  it('says why when the platform refuses the export', async () => {
    platform({ '/api/bff/export/sale/jobs': [() => json({ code: 403, msg: '无权导出其他机构的报名' }, 403)] });
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow('无权导出其他机构的报名');
  });

  it('sends an ended session to the login page, saying why', async () => {
    platform({
      '/api/bff/export/sale/jobs': [() => json({ code: 200, data: { job: 'j4' } })],
      '/api/bff/export/jobs/j4': [() => json({ code: 300, msg: '登录已过期' })],
    });
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow(EXPORT_FAILED);
    expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2FSJ%2Flist&error=ended');
  });

  it('says why when the file is too large to keep', async () => {
    platform({
      '/api/bff/export/sale/jobs': [() => json({ code: 200, data: { job: 'j5' } })],
      '/api/bff/export/jobs/j5': [() => json({ code: 413, msg: '导出文件超过 64 MB，请缩小筛选范围后分批导出' }, 413)],
    });
    await expect(fetchExport('sale', {}, () => {}, noWait)).rejects.toThrow('导出文件超过 64 MB');
  });

  it('follows a job started before a reload to its file, marking it followed in this tab meanwhile', async () => {
    platform({
      '/api/bff/export/jobs/j6': [() => running(50, 5, 10), done],
      '/api/bff/export/jobs/j6/file': [() => xlsx(new Uint8Array(10))],
    });
    const followedWhileRunning: boolean[] = [];
    const { fileName } = await followExport('j6', 'sale', () => followedWhileRunning.push(isFollowed('j6')), noWait);
    expect(fileName).toBe('义卖订单.xlsx');
    expect(followedWhileRunning.every(Boolean)).toBe(true);
    expect(isFollowed('j6')).toBe(false);
  });

  it('falls back to the plain file name', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
