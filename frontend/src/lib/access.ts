// Pure access rules shared by the menu, the route guard and (through routes.json) the BFF.
import { flattenArea } from '../routes/flatten';
import type { AppRoute, AreaDef, IconName, MenuCount, Role } from '../routes/types';

/**
 * A user may open a route when, for every declared role list in its chain, at least one of
 * the user's roles is in it (spec §6: the rule applies to children too). Public routes and
 * routes without lists are open to everyone who reaches them.
 */
export function canAccess(route: Pick<AppRoute, 'roles' | 'public'>, roles: readonly number[]): boolean {
  if (route.public) return true;
  return route.roles.every((level) => level.some((r) => roles.includes(r)));
}

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'rest' };

// Patterns come from the route table (a fixed set), and every render matches the URL against
// all of them: compile each once.
const compiled = new Map<string, Segment[]>();

function compile(path: string): Segment[] {
  let segs = compiled.get(path);
  if (segs === undefined) {
    segs = compileUncached(path);
    compiled.set(path, segs);
  }
  return segs;
}

function compileUncached(path: string): Segment[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (s === '*') return { kind: 'rest' };
      if (s.startsWith(':')) {
        const optional = s.endsWith('?');
        return { kind: 'param', name: s.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'literal', text: s };
    });
}

const DIGITS = /^\d+$/;

/** Matches a pathname against one route pattern; params are numeric (digits only). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchParts(compile(pattern), pathSegments(pathname));
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function matchParts(segs: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segs.length; i += 1) {
    const seg = segs[i];
    const part = parts[i];
    if (seg.kind === 'rest') {
      if (parts.length <= i) return null;
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    if (part === undefined) {
      // Only a trailing optional parameter may be absent.
      if (seg.kind === 'param' && seg.optional && i === segs.length - 1) return params;
      return null;
    }
    if (seg.kind === 'literal') {
      if (seg.text !== part) return null;
    } else {
      if (!DIGITS.test(part)) return null;
      params[seg.name] = part;
    }
  }
  return parts.length === segs.length ? params : null;
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

function literalCount(segs: readonly Segment[]): number {
  return segs.filter((s) => s.kind === 'literal').length;
}

/** Finds the route for a pathname; the pattern with most literal segments wins a tie. */
export function matchRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  const parts = pathSegments(pathname);
  for (const route of routes) {
    const segs = compile(route.path);
    const params = matchParts(segs, parts);
    if (params === null) continue;
    const score = literalCount(segs);
    if (score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/** One entry of the side menu: a page (key = its full path) or an area group. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: IconName;
  children?: MenuNode[];
  count?: MenuCount;
}

/**
 * The side menu for a set of roles: visible (non-hidden) routes the user can reach. A group
 * with no visible child is left out; flat areas contribute their pages at the top level.
 */
export function buildMenu(roles: readonly Role[] | readonly number[], areas: readonly AreaDef[]): MenuNode[] {
  const menu: MenuNode[] = [];
  for (const area of areas) {
    if (area.public) continue;
    const visible = flattenArea(area).filter((r) => !r.hidden && canAccess(r, roles));
    if (visible.length === 0) continue;
    if (area.flat) {
      for (const r of visible) menu.push({ key: r.path, title: r.title, icon: area.icon });
    } else {
      menu.push({
        key: area.base,
        title: area.title,
        icon: area.icon,
        children: visible.map((r) => ({ key: r.path, title: r.title, ...(r.menuCount ? { count: r.menuCount } : {}) })),
      });
    }
  }
  return menu;
}
