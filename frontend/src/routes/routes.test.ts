import { describe, expect, it } from 'vitest';
import { ROUTES } from './index';
import { buildManifest } from './manifest';

describe('the route table', () => {
  it('has unique full paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks exactly the five public routes as public', () => {
    expect(ROUTES.filter((r) => r.public).map((r) => r.path)).toEqual(['/login', '/auth-redirect', '/404', '/401', '/redirect/*']);
  });

  it('uses only literal, numeric-parameter and final optional or splat segments', () => {
    for (const r of ROUTES) {
      const segs = r.path.split('/').slice(1);
      segs.forEach((s, i) => {
        const last = i === segs.length - 1;
        expect(/^[A-Za-z0-9_-]+$/.test(s) || /^:[a-z_]+$/.test(s) || (last && (/^:[a-z_]+\?$/.test(s) || s === '*')), `${r.path}`).toBe(true);
      });
    }
  });

  it('declares loader params only from path params the route has', () => {
    for (const r of ROUTES) {
      for (const l of r.loaders) {
        for (const src of Object.values(l.params)) {
          if ('from' in src && src.from === 'path') expect(r.path).toContain(`:${src.name}`);
        }
      }
    }
  });

  it('runs a loader for one view only on a path parameter the route has', () => {
    const views = ROUTES.flatMap((r) => r.loaders.flatMap((l) => Object.keys(l.pathIs ?? {}).map((name) => ({ path: r.path, name }))));
    expect(views.length).toBeGreaterThan(0);
    for (const { path, name } of views) expect(path).toContain(`:${name}`);
  });

  it('gives every route a Chinese title', () => {
    for (const r of ROUTES) expect(/[\u4e00-\u9fff]/.test(r.title), r.path).toBe(true);
  });

  it('serialises to the manifest format of the contract', () => {
    const m = buildManifest();
    const help = m.routes.find((r) => r.path === '/SZ/viewHelp/:id');
    expect(help).toEqual({
      path: '/SZ/viewHelp/:id',
      name: 'viewHelp',
      title: '查看求助',
      area: 'SZ',
      public: false,
      hidden: true,
      roles: [[1, 2, 3, 99]],
      loaders: [
        { key: 'detail', method: 'GET', path: '/api/organization/SZ/help_project_detail', params: { id: { from: 'path', name: 'id' } } },
      ],
    });
    expect(m.routes.find((r) => r.path === '/SP/order_detailed/:id')?.roles).toEqual([[1, 2, 3, 4, 99], [1, 2, 3, 4, 99]]);
    expect(m.routes.find((r) => r.path === '/dashboard')?.roles).toEqual([]);
  });

  it('lists the API prefixes of each area with its roles, no prefix owned twice', () => {
    const m = buildManifest();
    expect(m.areas.find((a) => a.key === 'SZ')).toEqual({ key: 'SZ', roles: [1, 2, 3, 99], api: ['/api/organization/SZ/'] });
    const prefixes = m.areas.flatMap((a) => a.api);
    for (const p of prefixes) expect(p.startsWith('/api/') && p.endsWith('/'), p).toBe(true);
    for (const p of prefixes) expect(prefixes.filter((q) => q.startsWith(p)), p).toEqual([p]);
  });
});

describe('parents of hidden pages', () => {
  it('name a menu entry of the same area', () => {
    for (const r of ROUTES.filter((x) => x.parent)) {
      const parent = ROUTES.find((x) => x.path === r.parent!.path);
      expect(parent?.area, r.path).toBe(r.area);
      expect(parent?.hidden, r.path).toBe(false);
    }
  });

  it('exist for every hidden page of the built areas, so the menu and breadcrumb always show where it belongs', () => {
    const orphans = ROUTES.filter((r) => (r.area === 'SZ' || r.area === 'config') && r.hidden && !r.parent).map((r) => r.path);
    expect(orphans).toEqual([]);
  });

  it('stay out of routes.json (the layout alone uses them)', () => {
    expect(buildManifest().routes.some((r) => 'parent' in r)).toBe(false);
  });
});
