import type { ComponentType, ReactNode } from 'react';
import type { LoaderData } from '../lib/loaders';
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

/** An area's page module: components by route name; missing pages use the shared placeholder. */
export interface AreaModule {
  pages: Partial<Record<string, ComponentType<PageProps>>>;
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
 * How the app finds area modules, the shell and the status screens: statically on the server,
 * lazily in the browser.
 */
export interface PageRegistry {
  get(area: AreaKey): AreaModule | undefined;
  load(area: AreaKey): Promise<AreaModule>;
  shell(): ShellModule | undefined;
  loadShell(): Promise<ShellModule>;
  status(): StatusModule | undefined;
  loadStatus(): Promise<StatusModule>;
}
