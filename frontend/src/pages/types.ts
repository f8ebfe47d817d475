import type { ComponentType, ReactNode } from 'react';
import type { LoaderData } from '../lib/loaders';
import type { RouteTable } from '../routes/table';
import type { AppRoute, AreaKey } from '../routes/types';

/** What every page receives: its route, numeric params, loader results and a reload. */
export interface PageProps {
  route: AppRoute;
  params: Record<string, string>;
  search: string;
  data: LoaderData;
  /** Server time (seconds) the data belongs to, for relative times that hydrate identically. */
  now: number;
  /** Runs the route's loaders again (after a mutation). */
  reload: () => void;
}

/**
 * The keys a page reads: `needs` on every route that shows the page, `optional` on at least
 * one (a page shared by a list and its one-case variant, a loader that `requires` a query).
 */
export interface Reads {
  needs: readonly string[];
  optional: readonly string[];
}

/** A page component as an area gives it: made by `definePage` / `noLoaders` (it says what it reads). */
export type PageComponent = ComponentType<PageProps> & { reads: Reads };

/**
 * A page in a chunk of its own, fetched when first shown: `() => import('./X').then((m) => m.Page)`.
 * In the browser the page's chunk holds only what that page needs; the server bundle has every
 * page eagerly (build.mjs turns these imports into static ones, see pages/eagerImport.ts).
 */
export type PageLoader = () => PromiseLike<PageComponent>;

/** One entry of an area's `pages`: the component itself (in the area's chunk) or its loader. */
export type PageEntry = PageComponent | PageLoader;

/** Whether an entry is a loader: components carry `reads` (definePage), loaders do not. */
export function isPageLoader(entry: PageEntry): entry is PageLoader {
  return !('reads' in entry);
}

/**
 * An area's page module: pages by route name, each a component or a loader of its own chunk
 * (docs/how-to-add-an-area.md); missing pages use the shared placeholder.
 */
export interface AreaModule {
  pages: Partial<Record<string, PageEntry>>;
}

/** The console chrome and the placeholder page (src/layout/shell.ts). */
export interface ShellModule {
  ConsoleLayout: ComponentType<{ route: AppRoute; children: ReactNode }>;
  ComingSoonPage: ComponentType<PageProps>;
}

/** The 404 and 401 screens (src/pages/status.ts). */
export interface StatusModule {
  NotFoundPage: ComponentType;
  UnauthorizedPage: ComponentType;
}

/**
 * How the app finds the route table, area modules, the shell and the status screens: statically
 * on the server, lazily in the browser.
 */
export interface PageRegistry {
  get(area: AreaKey): AreaModule | undefined;
  load(area: AreaKey): Promise<AreaModule>;
  /** The page component of a route once its area (and, for a loader entry, its chunk) is loaded. */
  page(area: AreaKey, name: string): PageComponent | undefined;
  /** Loads the area and the route's page chunk; undefined when the area has no page for the route. */
  loadPage(area: AreaKey, name: string): Promise<PageComponent | undefined>;
  shell(): ShellModule | undefined;
  loadShell(): Promise<ShellModule>;
  status(): StatusModule | undefined;
  loadStatus(): Promise<StatusModule>;
  /** The route table known so far: whole on the server, the public routes first in the browser. */
  routes(): RouteTable;
  /** The whole route table (loaded once, in the browser its own chunk). */
  loadRoutes(): Promise<RouteTable>;
}
