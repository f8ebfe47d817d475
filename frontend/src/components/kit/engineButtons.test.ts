import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ENGINE from './engineButtons.json';

// For every workflow table, the buttons its steps can offer (engineButtons.json, kept true to the
// sandbox's tables by its engine_buttons test) against what the console draws (issue 41): each
// has a button on its area's pages or the kit, and no page defines a button no table offers.

const SRC = new URL('../..', import.meta.url).pathname;

/** The tables whose items each area's pages show. */
const AREA_SUBJECTS: Record<string, string[]> = {
  SZ: ['help_case', 'help_progress', 'help_change'],
  SJ: ['project', 'project_progress', 'project_end', 'project_change'],
  SJM: ['micro_project', 'micro_progress', 'micro_change', 'micro_auth'],
  MicroWish: ['wish', 'wish_claim', 'wish_change'],
  SX: ['activity', 'activity_apply', 'activity_change'],
  SP: ['sale_goods', 'sale_lot', 'sale_order', 'goods_donation', 'sale_change'],
  config: ['org_auth', 'micro_auth'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.test-support.tsx') ? [path] : [];
  });
}

const text = (dir: string) => sources(join(SRC, dir)).map((p) => readFileSync(p, 'utf8')).join('\n');
const kit = text('components/kit');
const engine = ENGINE as Record<string, string[]>;

/** The names a page's code asks the API's `actions` about: its defs and its checks. */
function namesAsked(code: string): Set<string> {
  const out = new Set<string>();
  const add = (re: RegExp) => {
    for (const m of code.matchAll(re)) out.add(m[1]);
  };
  add(/action: '([a-z_]+)'/g);
  add(/\.has\('([a-z_]+)'\)/g);
  add(/\.includes\('([a-z_]+)'\)/g);
  for (const m of code.matchAll(/offers\([^,)]+((?:,\s*'[a-z_]+')+)\)/g)) for (const n of m[1].matchAll(/'([a-z_]+)'/g)) out.add(n[1]);
  for (const m of code.matchAll(/anyOf: \[([^\]]*)\]|_STEPS = \[([^\]]*)\]/g)) for (const n of (m[1] ?? m[2]).matchAll(/'([a-z_]+)'/g)) out.add(n[1]);
  return out;
}

/** The defs a page draws (`action: 'x'`), except those standing for other steps (`anyOf`). */
function defsDrawn(code: string): Set<string> {
  return new Set([...code.matchAll(/action: '([a-z_]+)'(?![^}\n]*anyOf)/g)].map((m) => m[1]));
}

describe('the buttons of the workflow tables', () => {
  it('name every table the areas show, and the areas show every table', () => {
    expect([...new Set(Object.values(AREA_SUBJECTS).flat())].sort()).toEqual(Object.keys(engine).sort());
  });

  for (const [area, subjects] of Object.entries(AREA_SUBJECTS)) {
    const code = text(`areas/${area}`);
    const buttons = new Set(subjects.flatMap((s) => engine[s] ?? []));

    it(`each have a button on /${area}'s pages or the kit`, () => {
      const asked = new Set([...namesAsked(code), ...namesAsked(kit)]);
      expect([...buttons].filter((b) => !asked.has(b))).toEqual([]);
    });

    it(`are the only buttons /${area}'s pages define`, () => {
      expect([...defsDrawn(code)].filter((d) => !buttons.has(d))).toEqual([]);
    });
  }
});

describe('the button scan', () => {
  it('finds defs, checks and the steps a button stands for, and skips a def standing for others', () => {
    const code = [
      "{ kind: 'link', action: 'edit', label: '编辑', to: '/x' },",
      "{ kind: 'link', action: 'review', anyOf: ['claim', 'pass'], label: '审核', to: '/y' },",
      "{actions.has('preliminary_pass') && <b />}",
      "{(p.actions ?? []).includes('change') && <b />}",
      "{offers(r.actions, 'arrive', 'check') ? '处理' : '详情'}",
    ].join('\n');
    expect([...namesAsked(code)].sort()).toEqual(['arrive', 'change', 'check', 'claim', 'edit', 'pass', 'preliminary_pass', 'review']);
    expect([...defsDrawn(code)]).toEqual(['edit']);
  });
});
