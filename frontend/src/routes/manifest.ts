import { ROUTES } from './index';
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

/** The route manifest the BFF reads (routes.json). */
export function buildManifest(): { routes: ManifestRoute[] } {
  return {
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
