import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { setBase } from '../../lib/base';
import { allSettled, settleFileList } from './uploadRequest';

const file = (uid: string, status: UploadFile['status'], extra: Partial<UploadFile> = {}): UploadFile => ({
  uid,
  name: `${uid}.png`,
  status,
  ...extra,
});

describe('settleFileList', () => {
  it('drops failed uploads and gives finished ones the URL the upload returned', () => {
    const settled = settleFileList([
      file('a', 'done', { response: { url: '/sandbox-files/oss/b/a.png' } }),
      file('b', 'error'),
      file('c', 'done', { url: '/kept.png' }),
      file('d', 'uploading'),
    ]);
    expect(settled.map((f) => [f.uid, f.url])).toEqual([
      ['a', '/sandbox-files/oss/b/a.png'],
      ['c', '/kept.png'],
      ['d', undefined],
    ]);
  });

  it('keeps the stored URL as the value and draws the card from it under the base path', () => {
    setBase('/orgcenter');
    try {
      const [done] = settleFileList([file('a', 'done', { response: { url: '/sandbox-files/oss/b/a.png' } })]);
      expect(done.url).toBe('/sandbox-files/oss/b/a.png');
      expect(done.thumbUrl).toBe('/orgcenter/sandbox-files/oss/b/a.png');
    } finally {
      setBase('');
    }
  });

  it('reports the list settled only when nothing is still uploading', () => {
    expect(allSettled([file('a', 'done'), file('b', 'done')])).toBe(true);
    expect(allSettled([file('a', 'done'), file('b', 'uploading')])).toBe(false);
  });
});
