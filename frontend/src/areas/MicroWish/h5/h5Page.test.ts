import { describe, expect, it } from 'vitest';
import { beneficiaryLine, h5Document, publicWishes, type H5Wish } from './h5Page';
import { escapeHtml, maskName, safeImage } from './mask';

const wish = (over: Partial<H5Wish> = {}): H5Wish => ({
  id: 7,
  title: '一个新书包',
  story: '小明的书包破了，每天用塑料袋装书。',
  child_name: '王小明',
  child_gender_label: '男',
  child_age: 9,
  grade: '三年级',
  school: '丽水市莲都区碧湖镇中心小学',
  cover: '/sandbox-files/oss/orgcenter-images/a.png',
  images: [],
  target_amount: '89.5',
  region_text: '浙江省',
  status: 0,
  ...over,
});

describe('beneficiary names on the public page', () => {
  it('keeps only the family name of a beneficiary', () => {
    expect(['王小明', '李明', '欧阳娜娜', ' 张三 '].map(maskName)).toEqual(['王**', '李*', '欧***', '张*']);
  });

  it('never shows a one-character name and prints nothing for no name', () => {
    expect(['明', '', null].map(maskName)).toEqual(['*', '', '']);
  });

  it('counts characters outside the basic plane as one character each', () => {
    expect(maskName('𠮷野家')).toBe('𠮷**');
  });

  it('describes the beneficiary by masked name, gender, age and grade', () => {
    expect(beneficiaryLine(wish())).toBe('王** · 男 · 9岁 · 三年级');
    expect(beneficiaryLine(wish({ child_gender_label: '女', child_age: null, grade: '' }))).toBe('王** · 女');
    expect(beneficiaryLine(wish({ child_name: '王**' }))).toBe('王** · 男 · 9岁 · 三年级');
  });
});

describe('the public H5 document', () => {
  it('shows the wishes with masked names and never the full name', () => {
    const doc = h5Document({ title: '冬日暖心微心愿' }, [wish()], null);
    expect(doc).toContain('王** · 男 · 9岁 · 三年级');
    expect(doc).not.toContain('王小明');
    expect(doc).toContain('<h1>冬日暖心微心愿</h1>');
    expect(doc).toContain('¥89.50');
    expect(doc).toContain('我来认领');
  });

  it('leaves withdrawn wishes out and says which ones are claimed or lit up', () => {
    const doc = h5Document({ title: 'T' }, [wish({ id: 1, status: 1 }), wish({ id: 2, status: 2 }), wish({ id: 3, status: 3, title: '下架的心愿' })], null);
    expect(doc).toContain('已被认领');
    expect(doc).toContain('心愿已点亮');
    expect(doc).not.toContain('下架的心愿');
    expect(doc).toContain('共 2 个微心愿，0 个等待认领');
    expect(publicWishes([wish({ status: 3 })])).toEqual([]);
  });

  it('puts the share copy in the head, the page title falling back to the link title', () => {
    const shared = h5Document({ title: '链接标题' }, [], { title: '帮山区孩子圆一个小心愿', description: '一份礼物，点亮一个心愿', image: '/sandbox-files/x.png' });
    expect(shared).toContain('<title>帮山区孩子圆一个小心愿</title>');
    expect(shared).toContain('<meta property="og:description" content="一份礼物，点亮一个心愿">');
    expect(shared).toContain('<meta property="og:image" content="/sandbox-files/x.png">');
    expect(h5Document({ title: '链接标题' }, [], null)).toContain('<title>链接标题</title>');
  });

  it('escapes every text and drops image URLs that are not stored images', () => {
    const doc = h5Document({ title: '<script>alert(1)</script>', cover: 'javascript:alert(1)' }, [wish({ title: '"><img src=x onerror=alert(1)>', cover: 'data:text/html,x', story: '<b>hi</b>' })], null);
    expect(doc).not.toContain('<script>alert');
    expect(doc).not.toContain('<img src=x');
    expect(doc).not.toContain('javascript:');
    expect(doc).not.toContain('data:text/html');
    expect(doc).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeImage('https://cdn.example.cn/a.png')).toBe('https://cdn.example.cn/a.png');
    expect(safeImage('http://cdn.example.cn/a.png')).toBeNull();
  });

  it("shows the link intro and a lit wish's feedback message and picture", () => {
    const lit = wish({ status: 2, feedback: { images: ['/sandbox-files/f.png'], message: '谢谢叔叔阿姨，书包很漂亮！' } });
    const doc = h5Document({ title: 'T', intro: '春季为山区孩子圆梦' }, [lit], null);
    expect(doc).toContain('春季为山区孩子圆梦');
    expect(doc).toContain('谢谢叔叔阿姨，书包很漂亮！');
    expect(doc).toContain('src="/sandbox-files/f.png"');
  });
});
