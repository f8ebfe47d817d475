import { describe, expect, it } from 'vitest';
import { shownGroups } from './TodoPanel';
import type { TodoGroup } from './types';

const kind = (k: string, link: string, count: number) => ({ kind: k, label: k, count, link });
const item = (k: string, id: number) => ({ kind: k, kind_label: k, id, title: `t${id}`, org_name: '', reason: '', at: id, link: `/x/${id}` });

const GROUPS: TodoGroup[] = [
  { key: 'review', title: '待我审核', count: 3, link: '', kinds: [kind('sale', '/SP/salesmanlist?status=1', 3)], items: [item('sale', 1)] },
  { key: 'review_none', title: '空', count: 0, link: '', kinds: [], items: [] },
  {
    key: 'returned',
    title: '被退回',
    count: 3,
    link: '',
    kinds: [kind('project', '/SJ/projectList?status=4', 2), kind('micro', '/SJM/projectMList?status=4', 1)],
    items: [item('project', 2), item('micro', 3)],
  },
  { key: 'ending', title: '7天内结束募款', count: 2, link: '', kinds: [kind('help', '/SZ/helpList?status=4&ending=7', 2)], items: [item('help', 4)] },
];

describe('the dashboard’s cards and chips per role', () => {
  it('shows an organisation its own cards but no card without a kind', () => {
    expect(shownGroups(GROUPS, [1]).map((g) => g.key)).toEqual(['review', 'returned', 'ending']);
  });

  it('leaves out the chips whose page the role may not open, and counts only the chips it shows', () => {
    // Role 4 opens /SJM but not /SJ, /SZ or /SP (spec §6).
    const shown = shownGroups(GROUPS, [4]);
    expect(shown.map((g) => g.key)).toEqual(['returned']);
    expect(shown[0].kinds.map((k) => k.kind)).toEqual(['micro']);
    expect(shown[0].count).toBe(1);
    expect(shown[0].items.map((i) => i.id)).toEqual([3]);
  });

  it('shows staff no card of their own organisation, the regional partner its own', () => {
    for (const role of [2, 99]) expect(shownGroups(GROUPS, [role]).map((g) => g.key)).not.toContain('returned');
    expect(shownGroups(GROUPS, [3]).map((g) => g.key)).toContain('returned');
    expect(shownGroups(GROUPS, [2]).map((g) => g.key)).toEqual(['review', 'ending']);
  });
});
