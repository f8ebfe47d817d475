import { afterEach, describe, expect, it } from 'vitest';
import { basePath, normaliseBase, setBase, stripBase, withBase } from './base';

afterEach(() => setBase(''));

describe('the base path', () => {
  it('is normalised to a leading slash and no trailing one, and odd values fall back to the root', () => {
    expect(normaliseBase('/orgcenter')).toBe('/orgcenter');
    expect(normaliseBase('orgcenter/')).toBe('/orgcenter');
    expect(normaliseBase('/a/b-c_d.e~f/')).toBe('/a/b-c_d.e~f');
    for (const root of ['', '/', undefined, null, 3]) expect(normaliseBase(root)).toBe('');
    for (const odd of ['/a b', '/a"b', '/a//b', '/../x', '/a?b', '/<x>', '/机构']) expect(normaliseBase(odd)).toBe('');
  });

  it('puts the prefix on app paths only, never on another origin or a data URL', () => {
    setBase('/orgcenter');
    expect(basePath()).toBe('/orgcenter');
    expect(withBase('/SJ/list?page=2')).toBe('/orgcenter/SJ/list?page=2');
    expect(withBase('/api/admin/verify?t=1')).toBe('/orgcenter/api/admin/verify?t=1');
    expect(withBase('/sandbox-files/oss/b/a.png')).toBe('/orgcenter/sandbox-files/oss/b/a.png');
    for (const other of ['https://cdn.example.cn/a.png', '//evil.example/x', 'data:image/png;base64,AA', 'blob:x', '']) {
      expect(withBase(other)).toBe(other);
    }
  });

  it('takes the prefix off the browser path, and only a whole segment of it', () => {
    setBase('/orgcenter');
    expect(stripBase('/orgcenter/SJ/list')).toBe('/SJ/list');
    expect(stripBase('/orgcenter')).toBe('/');
    expect(stripBase('/orgcenter/')).toBe('/');
    expect(stripBase('/orgcenterx/SJ')).toBe('/orgcenterx/SJ');
  });

  it('changes nothing at the host root', () => {
    expect(withBase('/SJ/list')).toBe('/SJ/list');
    expect(stripBase('/SJ/list')).toBe('/SJ/list');
  });
});

describe('stored images inside rich text', () => {
  it('are fetched under the base path, and the HTML is untouched at the root', async () => {
    const { imagesUnderBase } = await import('../components/richText/RichTextView');
    const html = '<p><img src="/sandbox-files/oss/orgcenter-images/images/1/a.png" alt="午餐"><img src="https://cdn.example.cn/b.png"></p>';
    expect(imagesUnderBase(html)).toBe(html);
    setBase('/orgcenter');
    expect(imagesUnderBase(html)).toBe('<p><img src="/orgcenter/sandbox-files/oss/orgcenter-images/images/1/a.png" alt="午餐"><img src="https://cdn.example.cn/b.png"></p>');
  });

  it('come back from the editor as stored, without the prefix', async () => {
    const { imagesOffBase, imagesUnderBase } = await import('../components/richText/RichTextView');
    const html = '<p><img src="/sandbox-files/oss/orgcenter-images/images/1/a.png"></p>';
    setBase('/orgcenter');
    expect(imagesOffBase(imagesUnderBase(html))).toBe(html);
  });
});
