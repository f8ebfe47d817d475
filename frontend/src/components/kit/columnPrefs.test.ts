import { describe, expect, it } from 'vitest';
import { canHide, columnId, DEFAULT_PREFS, parsePrefs, prefsKey, serializePrefs, toggled, visibleColumns } from './columnPrefs';

const columns = [
  { title: '项目名称', dataIndex: 'title' },
  { title: '状态', dataIndex: 'status' },
  { title: '目标金额', dataIndex: 'target_amount' },
  { title: '募款时间', key: 'fund' },
  { title: '操作', key: 'ops', fixed: 'right' as const },
];

describe('column settings', () => {
  it('name a column by its key, else its field, else its title', () => {
    expect(columns.map(columnId)).toEqual(['title', 'status', 'target_amount', 'fund', 'ops']);
    expect(columnId({ dataIndex: ['org', 'name'] })).toBe('org.name');
    expect(columnId({ title: '备注' })).toBe('备注');
  });

  it('never hide the first column or the 操作 column, whatever is stored', () => {
    expect(columns.map((c, i) => canHide(c, i))).toEqual([false, true, true, true, false]);
    const all = { hidden: ['title', 'status', 'target_amount', 'fund', 'ops'], density: 'middle' as const };
    expect(visibleColumns(columns, all).map(columnId)).toEqual(['title', 'ops']);
  });

  it('hide exactly the columns the user unticked, in their order', () => {
    const prefs = toggled(toggled(DEFAULT_PREFS, 'status', false), 'fund', false);
    expect(visibleColumns(columns, prefs).map(columnId)).toEqual(['title', 'target_amount', 'ops']);
    expect(visibleColumns(columns, toggled(prefs, 'status', true)).map(columnId)).toEqual(['title', 'status', 'target_amount', 'ops']);
  });

  it('are kept per user and per list, and not before sign-in', () => {
    const a = prefsKey({ orgId: 1, name: '张三' }, '/SJ/projectList');
    expect(a).not.toBe(prefsKey({ orgId: 2, name: '张三' }, '/SJ/projectList'));
    expect(a).not.toBe(prefsKey({ orgId: 1, name: '李四' }, '/SJ/projectList'));
    expect(a).not.toBe(prefsKey({ orgId: 1, name: '张三' }, '/SZ/helpList'));
    expect(prefsKey(null, '/SJ/projectList')).toBeNull();
  });

  it('read back what was stored, and fall back to the defaults on anything else', () => {
    const prefs = { hidden: ['fund', 'status'], density: 'small' as const };
    expect(parsePrefs(serializePrefs(prefs))).toEqual({ hidden: ['fund', 'status'], density: 'small' });
    for (const raw of [null, '', '{', '[]', '{"hidden":"status","density":"huge"}', 'null']) {
      expect(parsePrefs(raw)).toEqual(DEFAULT_PREFS);
    }
    expect(parsePrefs('{"hidden":["status",3,null]}')).toEqual({ hidden: ['status'], density: 'middle' });
  });

  it('store the defaults as nothing, so 重置 leaves no trace', () => {
    expect(serializePrefs(DEFAULT_PREFS)).toBeNull();
    expect(serializePrefs(toggled(toggled(DEFAULT_PREFS, 'status', false), 'status', true))).toBeNull();
  });
});
