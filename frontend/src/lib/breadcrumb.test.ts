import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { breadcrumbFor } from './breadcrumb';

const crumbs = (path: string) => breadcrumbFor(ROUTES.find((r) => r.path === path)!).map((c) => c.title);

describe('breadcrumb', () => {
  it('is just 首页 on the dashboard', () => {
    expect(crumbs('/dashboard')).toEqual(['首页']);
  });

  it('goes 首页, area, page elsewhere', () => {
    expect(crumbs('/SZ/helpList')).toEqual(['首页', '求助管理', '求助列表']);
  });

  it('does not repeat a single-page area', () => {
    expect(crumbs('/dataCenter/dataCenter')).toEqual(['首页', '数据中心']);
    expect(crumbs('/messageNotice/index')).toEqual(['首页', '消息通知']);
  });

  it('links a hidden detail page to its list', () => {
    const view = breadcrumbFor(ROUTES.find((r) => r.path === '/SZ/viewHelp/:id')!);
    expect(view.map((c) => c.title)).toEqual(['首页', '求助管理', '求助列表', '查看求助']);
    expect(view[2].path).toBe('/SZ/helpList');
  });
});
