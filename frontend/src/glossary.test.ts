// The glossary of docs/contract-sandbox.md ("Glossary: one word per concept"): the words it
// replaced appear in no page, label or platform message.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TERMS, dismissBeside, glossaryMarkdown, type Term } from './lib/glossary';

const REPLACED = ['募捐中', '添加进展', '认证信息变更', '驳回'];

function sources(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path, ext);
    return ext.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('glossary', () => {
  it('pages and platform messages use one word per concept (募款中, 新增进展, 认证记录/认证审核, 退回)', () => {
    const files = [...sources(join(__dirname), /\.tsx?$/), ...sources(join(__dirname, '../../sandbox/src'), /\.rs$/)];
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return REPLACED.filter((w) => text.includes(w)).map((w) => `${f}: ${w}`);
    });
    expect(found).toEqual([]);
  });

  const pages = () => sources(join(__dirname), /\.tsx?$/).filter((f) => !f.endsWith(join('lib', 'glossary.ts')));

  it('pages use the one word of lib/glossary.ts for each action and concept, not the words it replaced', () => {
    const files = pages();
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return Object.entries(TERMS as Record<string, Term>).flatMap(([key, t]) =>
        t.except?.paths.some((p) => f.includes(join(...p.split('/')))) ? [] : t.not.filter((n) => (typeof n === 'string' ? text.includes(n) : n.test(text))).map((n) => `${f}: ${key} ${String(n)}`),
      );
    });
    expect(found).toEqual([]);
  });

  it('catches a replaced word where a page would write it', () => {
    const hit = (key: keyof typeof TERMS, text: string) => (TERMS[key] as Term).not.some((n) => (typeof n === 'string' ? text.includes(n) : n.test(text)));
    expect(hit('pass', "{ label: '审核通过', primary: true }")).toBe(true);
    expect(hit('create', '<LinkButton>发布活动</LinkButton>')).toBe(true);
    expect(hit('create', '已发布活动的修改')).toBe(false);
    expect(hit('empty', 'emptyText="草稿箱是空的"')).toBe(true);
    expect(hit('empty', 'emptyText="暂无草稿"')).toBe(false);
    expect(hit('donations', "title: '捐赠记录'")).toBe(true);
  });

  it('dismisses a dialog whose action cancels something with 返回, not a second 取消', () => {
    expect(dismissBeside('确认取消')).toBe('返回');
    expect(dismissBeside('确认退回')).toBe('取消');
  });

  it('docs/glossary.md is the table lib/glossary.ts renders', () => {
    expect(readFileSync(join(__dirname, '../../docs/glossary.md'), 'utf8')).toBe(glossaryMarkdown());
  });
});
