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
import { flattenArea } from './flatten';
import type { RouteTable } from './table';
import type { AppRoute, AreaDef } from './types';

export { flattenArea, fullPath } from './flatten';

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

/** Every route, flattened, in table order. */
export const ROUTES: readonly AppRoute[] = AREAS.flatMap(flattenArea);

/** The same, as the table `resolve` reads. */
export const ROUTE_TABLE: RouteTable = { routes: ROUTES, complete: true };
