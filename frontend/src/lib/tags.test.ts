import { describe, expect, it } from 'vitest';
import { addView, closeAll, closeOthers, closeView, mergeViews, parseViews, type VisitedView } from './tags';

const home: VisitedView = { path: '/dashboard', fullPath: '/dashboard', title: '首页', meta: { affix: true } };
const a: VisitedView = { path: '/SZ/helpList', fullPath: '/SZ/helpList', title: '求助列表', meta: { affix: false } };
const b: VisitedView = { path: '/SJ/projectList', fullPath: '/SJ/projectList', title: '项目列表', meta: { affix: false } };

describe('visited views', () => {
  it('adds a view once and refreshes its query on revisit', () => {
    const views = addView(addView([home], a), { ...a, fullPath: '/SZ/helpList?page=2' });
    expect(views.map((v) => v.fullPath)).toEqual(['/dashboard', '/SZ/helpList?page=2']);
  });

  it('never closes the affix 首页 tab', () => {
    expect(closeView([home, a], '/dashboard')).toEqual([home, a]);
    expect(closeAll([home, a, b])).toEqual([home]);
  });

  it('closes others but keeps the affix and the chosen tab', () => {
    expect(closeOthers([home, a, b], b.path)).toEqual([home, b]);
  });

  it('ignores malformed saved data', () => {
    expect(parseViews('not json')).toEqual([]);
    expect(parseViews('[{"path":1}]')).toEqual([]);
  });

  it('restores saved views after the affix ones', () => {
    expect(mergeViews([home], [a, home]).map((v) => v.path)).toEqual(['/dashboard', '/SZ/helpList']);
  });
});
