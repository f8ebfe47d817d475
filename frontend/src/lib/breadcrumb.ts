import type { AppRoute } from '../routes/types';

export interface Crumb {
  title: string;
  /** Only the root links somewhere: area groups have no page of their own. */
  path?: string;
}

/** 首页 → area → page; the root alone on the dashboard, no repeated titles. */
export function breadcrumbFor(route: Pick<AppRoute, 'path' | 'title' | 'area' | 'areaTitle'>): Crumb[] {
  const crumbs: Crumb[] = [{ title: '首页', path: '/dashboard' }];
  if (route.path === '/dashboard') return crumbs;
  if (route.area !== 'base' && route.areaTitle !== route.title) crumbs.push({ title: route.areaTitle });
  crumbs.push({ title: route.title });
  return crumbs;
}
