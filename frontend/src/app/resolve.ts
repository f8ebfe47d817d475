// Decides what a URL shows, from the route table alone (same rules as the BFF's guard).
import { canAccess, matchRoute, type RouteMatch } from '../lib/access';
import type { AreaModule } from '../pages/types';
import type { RouteTable } from '../routes/table';
import type { SessionUser } from '../state/types';

export type Resolution =
  | { kind: 'home' }
  /** The URL is not a public route and the browser has not loaded the rest of the table yet. */
  | { kind: 'loadingRoutes' }
  | { kind: 'page'; match: RouteMatch }
  | { kind: 'notFound' }
  | { kind: 'unauthorized' }
  | { kind: 'login' };

/** The public /404 and /401 routes show the same screens as the BFF's 404 and 401 verdicts. */
const STATUS_ROUTES: Partial<Record<string, Resolution>> = {
  notFound: { kind: 'notFound' },
  unauthorized: { kind: 'unauthorized' },
};

/** `status` is the BFF's verdict for the first render (404 / 401 pages). */
export function resolve(table: RouteTable, pathname: string, user: SessionUser | null, status = 200): Resolution {
  if (status === 404) return { kind: 'notFound' };
  if (status === 401) return { kind: 'unauthorized' };
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  const match = matchRoute(table.routes, pathname);
  if (!match) return table.complete ? { kind: 'notFound' } : { kind: 'loadingRoutes' };
  if (match.route.public) return (match.route.area === 'public' && STATUS_ROUTES[match.route.name]) || { kind: 'page', match };
  if (!user) return { kind: 'login' };
  if (!canAccess(match.route, user.roles)) return { kind: 'unauthorized' };
  return { kind: 'page', match };
}

/** Whether a page is drawn inside the console layout (sidebar, navbar). */
export function usesLayout(res: Resolution, loggedIn: boolean): boolean {
  if (res.kind !== 'page') return false;
  const { route } = res.match;
  if (route.name === 'redirect') return loggedIn;
  return !route.public;
}

/**
 * Whether a page needs the shell module (layout, placeholder page): inside the layout, or a
 * route whose area (once loaded) has no component for it.
 */
export function needsShell(res: Resolution, loggedIn: boolean, area: AreaModule | undefined): boolean {
  if (usesLayout(res, loggedIn)) return true;
  return res.kind === 'page' && area !== undefined && !area.pages[res.match.route.name];
}

/** Whether the screen is a 404 or 401 one, drawn by the status module (src/pages/status.ts). */
export function needsStatus(res: Resolution): boolean {
  return res.kind === 'notFound' || res.kind === 'unauthorized';
}
