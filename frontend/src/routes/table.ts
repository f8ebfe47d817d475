// The route table a URL is resolved against. The server has the whole table from the start. The
// browser starts with the public routes alone and loads the rest (a chunk of its own) the first
// time a URL is not among them: the login page, which every visit passes through, then carries
// none of the console's ~120 routes (docs/decisions.md, "Route tables load after the public ones").
import { publicArea } from '../areas/public/routes';
import { flattenArea } from './flatten';
import type { AppRoute } from './types';

export interface RouteTable {
  routes: readonly AppRoute[];
  /** False while only the public routes are known: a URL they miss is not yet a 404. */
  complete: boolean;
}

/** The public routes (login, status screens, redirects): all a bare page needs. */
export const PUBLIC_TABLE: RouteTable = { routes: flattenArea(publicArea), complete: false };

