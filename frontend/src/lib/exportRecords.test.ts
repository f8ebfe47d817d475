import { describe, expect, it } from 'vitest';
import { anyRunning, claim, release, runningOf, stateText, type ExportRecord } from './exportRecords';

const record = (over: Partial<ExportRecord>): ExportRecord => ({
  id: 'j',
  name: 'sale',
  title: '义卖订单',
  started: '2026-12-06 10:31:02',
  state: 'done',
  rows_done: 12000,
  rows_total: 12000,
  percent: 100,
  file_name: '义卖订单_20261206.xlsx',
  error: null,
  download: '/api/bff/export/jobs/j/file',
  this_session: true,
  ...over,
});

describe('导出记录', () => {
  it('says how far a running export is in rows, or only that it runs before the count is known', () => {
    expect(stateText(record({ state: 'running', rows_done: 3000, rows_total: 12000 }))).toBe('生成中 3,000 / 12,000 行');
    expect(stateText(record({ state: 'running', rows_done: 0, rows_total: 0 }))).toBe('生成中');
  });

  it('says a finished export is done with its rows, and when its file is no longer kept', () => {
    expect(stateText(record({}))).toBe('已完成，共 12,000 行');
    expect(stateText(record({ download: null }))).toBe('已完成（文件已过期，请重新导出）');
  });

  it('says why a failed export failed', () => {
    expect(stateText(record({ state: 'failed', error: '无权导出该数据', download: null }))).toBe('失败：无权导出该数据');
    expect(stateText(record({ state: 'failed', error: null, download: null }))).toBe('失败：生成 excel 失败!');
  });

  it('resumes the newest running export of the page’s own sheet that this browser started, and no other', () => {
    const list = [
      record({ id: 'w', name: 'wish', state: 'running' }),
      record({ id: 'elsewhere', state: 'running', this_session: false }),
      record({ id: 's2', state: 'running' }),
      record({ id: 's1', state: 'running' }),
      record({ id: 's0' }),
    ];
    expect(runningOf(list, 'sale')?.id).toBe('s2');
    expect(runningOf(list, 'activity')).toBeUndefined();
    expect(anyRunning(list)).toBe(true);
    expect(anyRunning([record({})])).toBe(false);
  });

  it('lets a tab follow one job once at a time', () => {
    expect(claim('x')).toBe(true);
    expect(claim('x')).toBe(false);
    release('x');
    expect(claim('x')).toBe(true);
  });
});
