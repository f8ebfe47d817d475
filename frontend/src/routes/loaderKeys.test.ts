import { describe, expect, it } from 'vitest';
import { definePage, noLoaders } from '../components/kit/page';
import { serverRegistry } from '../pages/registry.server';
import type { AppRoute } from './types';
import { ROUTES } from './index';
import { loaderKeyProblems } from './loaderKeys';

const route = (path: string, keys: string[]): AppRoute => ({
  path,
  name: path,
  title: '页面',
  area: 'SZ',
  areaTitle: '求助管理',
  public: false,
  hidden: false,
  affix: false,
  roles: [],
  loaders: keys.map((key) => ({ key, method: 'GET', path: `/api/${key}`, params: {} })),
});

describe('loader keys read by pages', () => {
  it('are declared by the route of every page in the route table', async () => {
    // Pages in chunks of their own are loaded first (their import() is a real one here).
    const pages = new Map(await Promise.all(ROUTES.map(async (r) => [r.path, await serverRegistry.loadPage(r.area, r.name)] as const)));
    expect(loaderKeyProblems(ROUTES, (r) => pages.get(r.path))).toEqual([]);
    // Every page module is transformed and imported: seconds on a busy 2-core machine.
  }, 60_000);

  it('fail the check when a page reads a key its route does not declare', () => {
    const page = definePage(['detial'], () => null);
    expect(loaderKeyProblems([route('/SZ/viewHelp/:id', ['detail'])], () => page)).toEqual([
      "/SZ/viewHelp/:id: the page reads 'detial', which the route's loaders do not declare",
    ]);
  });

  it('fail the check when a page does not say what it reads', () => {
    const page = () => null;
    expect(loaderKeyProblems([route('/SZ/helpList', ['cases'])], () => page)).toHaveLength(1);
  });

  it('accept an optional key that one of the routes sharing the page declares, and refuse one no route declares', () => {
    const page = definePage(['types'], () => null, ['detail']);
    const both = [route('/SZ/newHelp', ['types']), route('/SZ/editHelp/:id', ['types', 'detail'])];
    expect(loaderKeyProblems(both, () => page)).toEqual([]);
    expect(loaderKeyProblems([route('/SZ/newHelp', ['types'])], () => page)).toHaveLength(1);
  });

  it('let a page that reads nothing say so', () => {
    expect(loaderKeyProblems([route('/config/auth/completed', [])], () => noLoaders(() => null))).toEqual([]);
  });
});
