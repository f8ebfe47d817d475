// The glossary of docs/contract-sandbox.md ("Glossary: one word per concept"): the words it
// replaced appear in no page, label or platform message.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
