// Turns an area's table (relative paths, role lists per level) into routes with full paths and
// role chains. Its own module so the public routes can be flattened without importing every area.
import type { AppRoute, AreaDef, Role } from './types';

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
