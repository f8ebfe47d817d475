import { describe, expect, it } from 'vitest';
import { AREAS, ROUTES } from '../routes';
import type { AppRoute } from '../routes/types';
import { buildMenu, canAccess, matchPattern, matchRoute } from './access';

function route(path: string): AppRoute {
  const r = ROUTES.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
}

const reach = (path: string, roles: number[]) => canAccess(route(path), roles);

describe('canAccess', () => {
  it('lets every logged-in user open the dashboard, messages and organisation pages', () => {
    for (const p of ['/dashboard', '/messageNotice/index', '/config/orgInfo', '/config/payAccount/editWXAccount/:id']) {
      expect(reach(p, [4])).toBe(true);
    }
  });

  it('gives role 2 the verifyHelpProcess page and refuses it to the super admin', () => {
    expect(reach('/SZ/verifyHelpProcess/:id', [2])).toBe(true);
    expect(reach('/SZ/verifyHelpProcess/:id', [99])).toBe(false);
    expect(reach('/SZ/verifyHelpProcess/:id', [1, 3])).toBe(false);
  });

  it('applies the parent list to children, so role 4 reaches only order_detailed in SP', () => {
    expect(reach('/SP/order_detailed/:id', [4])).toBe(true);
    expect(reach('/SP/orderlist', [4])).toBe(false);
    expect(reach('/SP/orderlist', [1])).toBe(true);
  });

  it('keeps monthDonateList for the super admin only', () => {
    expect(reach('/SJ/monthDonateList', [99])).toBe(true);
    expect(reach('/SJ/monthDonateList', [2])).toBe(false);
  });

  it('opens a route when any one of several roles qualifies', () => {
    expect(reach('/SJ/projectClaim', [1, 2])).toBe(true);
    expect(reach('/SJ/projectClaim', [1, 3])).toBe(false);
  });

  it('opens public routes without roles', () => {
    expect(reach('/login', [])).toBe(true);
  });

  it('refuses every role-gated route to a user without roles', () => {
    expect(reach('/dataCenter/dataCenter', [])).toBe(false);
  });
});

describe('matchPattern', () => {
  it('matches numeric parameters and refuses anything else', () => {
    expect(matchPattern('/SZ/viewHelp/:id', '/SZ/viewHelp/12')).toEqual({ id: '12' });
    expect(matchPattern('/SZ/viewHelp/:id', '/SZ/viewHelp/abc')).toBeNull();
    expect(matchPattern('/SZ/viewHelp/:id', '/SZ/viewHelp/1e3')).toBeNull();
    expect(matchPattern('/SZ/viewHelp/:id', '/SZ/viewHelp')).toBeNull();
    expect(matchPattern('/SZ/viewHelp/:id', '/SZ/viewHelp/1/2')).toBeNull();
  });

  it('accepts an optional last parameter present or absent', () => {
    expect(matchPattern('/MicroWish/edit_link/:id?', '/MicroWish/edit_link')).toEqual({});
    expect(matchPattern('/MicroWish/edit_link/:id?', '/MicroWish/edit_link/7')).toEqual({ id: '7' });
    expect(matchPattern('/MicroWish/edit_link/:id?', '/MicroWish/edit_link/x')).toBeNull();
  });

  it('captures the rest of the path for a splat', () => {
    expect(matchPattern('/redirect/*', '/redirect/SZ/helpList')).toEqual({ '*': 'SZ/helpList' });
    expect(matchPattern('/redirect/*', '/redirect')).toBeNull();
  });

  it('tolerates a trailing slash', () => {
    expect(matchPattern('/dashboard', '/dashboard/')).toEqual({});
  });
});

describe('matchRoute', () => {
  it('prefers a literal segment over a parameter', () => {
    expect(matchRoute(ROUTES, '/SX/addnewactive/previewform')?.route.name).toBe('previewform');
    expect(matchRoute(ROUTES, '/SX/addnewactive/3/1')?.route.name).toBe('editactive');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchRoute(ROUTES, '/no/such/page')).toBeNull();
  });
});

describe('buildMenu', () => {
  const titles = (roles: number[]) => buildMenu(roles, AREAS).map((n) => n.title);

  it('shows role 4 the dashboard, joint donation and organisation management only', () => {
    expect(titles([4])).toEqual(['首页', '联合劝募', '机构管理']);
  });

  it('shows the super admin every area', () => {
    expect(titles([99])).toEqual(['首页', '项目管理', '联合劝募', '求助管理', '微心愿', '活动管理', '义卖管理', '数据中心', '机构管理']);
  });

  it('leaves hidden routes out and keys items by full path', () => {
    const sj = buildMenu([1], AREAS).find((n) => n.key === '/SJ');
    expect(sj?.children?.map((c) => c.key)).toEqual([
      '/SJ/projectList',
      '/SJ/newProject',
      '/SJ/processList',
      '/SJ/verifyList',
      '/SJ/draftBox',
      '/SJ/donateList',
    ]);
  });

  it('puts the data centre at the top level', () => {
    expect(buildMenu([3], AREAS).find((n) => n.key === '/dataCenter/dataCenter')?.children).toBeUndefined();
  });
});
