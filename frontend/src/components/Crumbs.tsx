import { Breadcrumb } from 'antd';
import { AppLink } from './AppLink';
import { breadcrumbFor } from '../lib/breadcrumb';
import type { AppRoute } from '../routes/types';

/** The route's breadcrumb: 首页 (a link to /dashboard) → area → page. */
export function Crumbs({ route, className }: { route: AppRoute; className?: string }) {
  const crumbs = breadcrumbFor(route);
  return (
    <Breadcrumb
      className={className}
      items={crumbs.map((c, i) => ({
        key: `${i}`,
        title: c.path && i < crumbs.length - 1 ? <AppLink to={c.path}>{c.title}</AppLink> : c.title,
      }))}
    />
  );
}
