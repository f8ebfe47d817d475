import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawRuleProblems } from './rawRules';

const AREAS = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'rawRules.ts' ? [path] : [];
  });
}

const found = new Map(sources(AREAS).map((path) => {
  const file = relative(AREAS, path);
  return [file, rawRuleProblems(file, readFileSync(path, 'utf8'))] as const;
}));

describe('pages of an area', () => {
  it('compare no raw status number and check no role list (issue 41): they ask the actions, a capability or a state by name', () => {
    expect([...found.values()].flat()).toEqual([]);
  });
});

describe('the raw-rule check', () => {
  it('finds a status list, a status compared with a number either way round, and a role check', () => {
    const text = [
      '{own && [5, 1, 4].includes(r.status) && <a />}',
      '{r.status === 7 && <a />}',
      'const done = 2 === p.status;',
      'if (g.auction_status >= 3) {}',
      'const admin = roles.includes(99);',
      'const staff = roles.some((r) => r === 2);',
      'const widen = (user?.roles ?? []).some((r) => r === 99);',
    ].join('\n');
    expect(rawRuleProblems('x.tsx', text).map((p) => p.split(' — ')[0])).toEqual([
      'x.tsx:1: [5, 1, 4].includes(r.status)',
      'x.tsx:2: status === 7',
      'x.tsx:3: 2 === p.status',
      'x.tsx:4: auction_status >= 3',
      'x.tsx:5: roles.includes(',
      'x.tsx:6: roles.some(',
      'x.tsx:7: roles ?? []).some(',
    ]);
  });

  it('lets a page ask for the engine\'s actions and named capabilities', () => {
    const text = [
      "{offers(r.actions, 'edit') && <a />}",
      "const { review, create } = useCan('SJM');",
      '<StatusTag status={r.status} label={r.status_label} />',
      'const statuses = PROJECT_STATUS;',
      "{inState('help_case', c.status, '已退回') && c.return_reason && <a />}",
    ].join('\n');
    expect(rawRuleProblems('x.tsx', text)).toEqual([]);
  });
});
