import { afterEach, describe, expect, it } from 'vitest';
import { setBase } from '../../lib/base';
import { linked, storedUrl } from './FileUpload';

afterEach(() => setBase(''));

describe('a document in the file list', () => {
  it('is linked under the base path and kept as stored in the value', () => {
    setBase('/orgcenter');
    const fresh = linked({ uid: 'a', name: 'a.pdf', status: 'done', url: '/sandbox-files/oss/f/a.pdf', response: { url: '/sandbox-files/oss/f/a.pdf' } });
    expect(fresh.url).toBe('/orgcenter/sandbox-files/oss/f/a.pdf');
    expect(storedUrl(fresh)).toBe('/sandbox-files/oss/f/a.pdf');
    // Linked twice (each change settles the whole list again): still one prefix.
    expect(linked(fresh).url).toBe('/orgcenter/sandbox-files/oss/f/a.pdf');
    const bucket = linked({ uid: 'b', name: 'b.pdf', status: 'done', response: { url: 'https://bucket.example.cn/b.pdf' } });
    expect(bucket.url).toBe('https://bucket.example.cn/b.pdf');
  });

  it('is not linked before its upload is done', () => {
    expect(linked({ uid: 'c', name: 'c.pdf', status: 'uploading' }).url).toBeUndefined();
  });
});
