import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../lib/http';
import { ActionBar, LiveActionBar } from './ActionBar';
import { CompactBarDrawn, canDrawCompactBar } from './ActionBarDrawn';
import type { ActionBarProps, ActionDef } from './actionDefs';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';

const ok = (): Promise<Envelope<unknown>> => Promise.resolve({ code: 200, msg: '', data: null });

/** The bars the lists draw in their rows: the claim pools', the draft boxes', a reason step's. */
const claimDefs: ActionDef[] = [
  { kind: 'call', action: 'claim', label: '认领', testId: 'claim-7', call: ok, success: '认领成功' },
  { kind: 'call', action: 'ignore', label: '忽略', testId: 'ignore-7', confirm: '忽略后该项目不再出现在您的待认领列表，确定？', okText: '忽略', call: ok },
];
const draftDefs: ActionDef[] = [
  { kind: 'link', action: 'edit', label: '编辑', to: '/SJ/draftProject/7' },
  { kind: 'call', action: 'submit', label: '提交审核', testId: 'draft-submit-7', confirm: '提交后将进入审核，确定提交？', call: ok },
  { kind: 'call', action: 'delete', label: '删除', danger: true, testId: 'draft-delete-7', confirm: '确定删除该草稿？', call: ok },
];
const reasonDefs: ActionDef[] = [
  { kind: 'reason', action: 'cancel', label: '取消认领', danger: true, testId: 'cancel-3', title: '取消认领', call: ok, success: '已取消认领' },
  { kind: 'call', action: 'plain', label: '确认收货', call: ok },
];

const bars: Array<[string, Omit<ActionBarProps, 'onDone' | 'compact'>]> = [
  ['a claim row', { actions: ['claim', 'ignore'], defs: claimDefs }],
  ['a claim row that may only be claimed', { actions: ['claim'], defs: claimDefs }],
  ['a draft row with all three', { actions: ['edit', 'submit', 'delete'], defs: draftDefs }],
  ['a draft row its owner may only submit', { actions: ['submit'], defs: draftDefs }],
  ['a draft row only the super admin may delete', { actions: ['delete'], defs: draftDefs }],
  ['a row with a reason step and an untested button', { actions: ['cancel', 'plain'], defs: reasonDefs }],
  ['a row with buttons and a link after them', { actions: ['claim'], defs: claimDefs, children: <a href="/SJ/projectList">关联</a> }],
  ['a row with a skipped child after its buttons', { actions: ['edit'], defs: draftDefs, children: false }],
  ['a row with only a child', { actions: [], defs: draftDefs, children: <a href="/x">关联</a> }],
  ['a row the caller may do nothing in', { actions: [], defs: claimDefs }],
  ['a row whose actions did not come', { actions: undefined, defs: claimDefs }],
];

describe('a compact ActionBar drawn before hydration', () => {
  for (const v of VARIANTS) {
    for (const [what, bar] of bars) {
      it(`renders the live bar's HTML byte for byte (${what}, ${v.theme}, ${v.size})`, () => {
        const props: ActionBarProps = { ...bar, compact: true, onDone: () => undefined };
        expect(canDrawCompactBar(props)).toBe(true);
        const live = renderToString(<Providers {...v}><LiveActionBar {...props} /></Providers>);
        const drawn = renderToString(<Providers {...v}><CompactBarDrawn {...props} /></Providers>);
        const served = renderToString(<Providers {...v}><ActionBar {...props} /></Providers>);
        if (bar.actions?.length || bar.children) expect(live).toContain('ant-space');
        expect(drawn).toBe(live);
        expect(served).toBe(live);
      });
    }
  }

  it('is not drawn for a full-size bar, a bar with its own test id or a label that is not text', () => {
    const base: ActionBarProps = { actions: ['claim'], defs: claimDefs, onDone: () => undefined };
    expect(canDrawCompactBar({ ...base, compact: true })).toBe(true);
    expect(canDrawCompactBar(base)).toBe(false);
    expect(canDrawCompactBar({ ...base, compact: true, testId: 'bar' })).toBe(false);
    expect(canDrawCompactBar({ ...base, compact: true, defs: [{ ...claimDefs[0], label: <b>认领</b> }] })).toBe(false);
  });

  it('draws a danger button in antd\'s danger colour and a plain one in the link colour', () => {
    const props: ActionBarProps = { actions: ['edit', 'submit', 'delete'], defs: draftDefs, compact: true, onDone: () => undefined };
    const html = renderToString(<Providers {...VARIANTS[0]}><CompactBarDrawn {...props} /></Providers>);
    expect(html).toMatch(/data-testid="draft-delete-7"[^>]*ant-btn-color-dangerous/);
    expect(html).toMatch(/data-testid="draft-submit-7"[^>]*ant-btn-color-link/);
    expect(html).toContain('href="/SJ/draftProject/7"');
  });
});
