import { baseArea } from './base';
import { configArea } from './config';
import { dataCenterArea } from './dataCenter';
import { microWishArea } from './MicroWish';
import { publicArea } from './public';
import { sjArea } from './SJ';
import { sjmArea } from './SJM';
import { spArea } from './SP';
import { sxArea } from './SX';
import { szArea } from './SZ';
import type { AppRoute, AreaDef, Role } from './types';

/** Every area in menu order: the one source of truth for routes, menu, breadcrumb and the BFF. */
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
  }));
}

/** Every route, flattened, in table order. */
export const ROUTES: readonly AppRoute[] = AREAS.flatMap(flattenArea);
