import { baseArea } from '../areas/base/routes';
import { configArea } from '../areas/config/routes';
import { dataCenterArea } from '../areas/dataCenter/routes';
import { microWishArea } from '../areas/MicroWish/routes';
import { publicArea } from '../areas/public/routes';
import { sjArea } from '../areas/SJ/routes';
import { sjmArea } from '../areas/SJM/routes';
import { spArea } from '../areas/SP/routes';
import { sxArea } from '../areas/SX/routes';
import { szArea } from '../areas/SZ/routes';
import type { AppRoute, AreaDef, Role } from './types';

/**
 * Every area in menu order: the one source of truth for routes, menu, breadcrumb and the BFF.
 * Each area's table lives in its own folder (areas/<area>/routes.ts); adding an area adds one
 * line here.
 */
export const AREAS: readonly AreaDef[] = [
  publicArea,
  baseArea,
  sjArea,
  sjmArea,
  szArea,
  microWishArea,
  sxArea,
  spArea,
  dataCenterArea,
  configArea,
];

/** Joins an area base and a relative path into a full path. */
export function fullPath(area: AreaDef, path: string): string {
  if (path.startsWith('/')) return path;
  return `${area.base}/${path}`;
}

/** A level declaring [] adds no restriction, so it is left out of the chain. */
function roleChain(...levels: (Role[] | undefined)[]): Role[][] {
  return levels.filter((l): l is Role[] => Array.isArray(l) && l.length > 0);
}

/** Flattens one area into routes with full paths and role chains. */
export function flattenArea(area: AreaDef): AppRoute[] {
  const parentOf = (name: string | undefined) => {
    const p = name === undefined ? undefined : area.routes.find((r) => r.name === name);
    return p && { path: fullPath(area, p.path), title: p.title };
  };
  return area.routes.map((r) => ({
    path: fullPath(area, r.path),
    name: r.name,
    title: r.title,
    area: area.key,
    areaTitle: area.title,
    public: area.public === true,
    hidden: r.hidden === true,
    affix: r.affix === true,
    roles: roleChain(area.roles, r.roles),
    loaders: r.loaders ?? [],
    ...(r.parent ? { parent: parentOf(r.parent) } : {}),
    ...(r.menuCount ? { menuCount: r.menuCount } : {}),
  }));
}

/** Every route, flattened, in table order. */
export const ROUTES: readonly AppRoute[] = AREAS.flatMap(flattenArea);
