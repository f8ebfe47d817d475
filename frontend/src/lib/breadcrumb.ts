import type { AppRoute } from '../routes/types';

export interface Crumb {
  title: string;
  /** The root and a hidden page's list link somewhere: area groups have no page of their own. */
  path?: string;
}

/** 首页 → area → (the list of a hidden page, linked) → page; the root alone on the dashboard, no repeated titles. */
export function breadcrumbFor(route: Pick<AppRoute, 'path' | 'title' | 'area' | 'areaTitle' | 'parent'>): Crumb[] {
  const crumbs: Crumb[] = [{ title: '首页', path: '/dashboard' }];
  if (route.path === '/dashboard') return crumbs;
  if (route.area !== 'base' && route.areaTitle !== route.title) crumbs.push({ title: route.areaTitle });
  if (route.parent) crumbs.push({ title: route.parent.title, path: route.parent.path });
  crumbs.push({ title: route.title });
  return crumbs;
}
