import { AREAS, ROUTES } from './index';
import type { AppRoute } from './types';

/** One entry of routes.json, exactly as contract-frontend.md describes it. */
export interface ManifestRoute {
  path: string;
  name: string;
  title: string;
  area: string;
  public: boolean;
  hidden: boolean;
  roles: number[][];
  loaders: AppRoute['loaders'];
}

/** An area's API prefixes and the roles that may call them (the area's own role list). */
export interface ManifestArea {
  key: string;
  roles: number[];
  api: string[];
}

/** The route manifest the BFF reads (routes.json). */
export function buildManifest(): { routes: ManifestRoute[]; areas: ManifestArea[] } {
  return {
    areas: AREAS.filter((a) => (a.api ?? []).length > 0).map((a) => ({
      key: a.key,
      roles: [...(a.roles ?? [])],
      api: [...(a.api ?? [])],
    })),
    routes: ROUTES.map((r) => ({
      path: r.path,
      name: r.name,
      title: r.title,
      area: r.area,
      public: r.public,
      hidden: r.hidden,
      roles: r.roles.map((level) => [...level]),
      loaders: r.loaders,
    })),
  };
}
