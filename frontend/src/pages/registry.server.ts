// Server page registry: everything imported statically, because the V8 isolate has no module
// loader and the render must be synchronous. Pages an area gives as loaders
// (`() => import('./X').then((m) => m.Page)`) are eager here too: the server build turns their
// import() into a static import (scripts/eager-area-pages.mjs, pages/eagerImport.ts).
import * as base from '../areas/base';
import * as config from '../areas/config';
import * as dataCenter from '../areas/dataCenter';
import * as MicroWish from '../areas/MicroWish';
import * as publicPages from '../areas/public';
import * as SJ from '../areas/SJ';
import * as SJM from '../areas/SJM';
import * as SP from '../areas/SP';
import * as SX from '../areas/SX';
import * as SZ from '../areas/SZ';
import { ROUTE_TABLE } from '../routes';
import type { AreaKey } from '../routes/types';
import { shell } from '../layout/shell';
import { eagerValue } from './eagerImport';
import { status } from './status';
import { isPageLoader, type AreaModule, type PageComponent, type PageRegistry } from './types';

const modules: Record<AreaKey, AreaModule> = {
  public: publicPages,
  base,
  config,
  dataCenter,
  SJ,
  SJM,
  SZ,
  MicroWish,
  SX,
  SP,
};

/** Loader entries resolved once (their value never changes within a bundle). */
const resolved = new Map<string, PageComponent>();

export const serverRegistry: PageRegistry = {
  get: (area) => modules[area],
  load: (area) => Promise.resolve(modules[area]),
  page: (area, name) => {
    const entry = modules[area].pages[name];
    if (!entry || !isPageLoader(entry)) return entry;
    const key = `${area}/${name}`;
    let page = resolved.get(key);
    if (!page) resolved.set(key, (page = eagerValue(entry(), `page ${key}`)));
    return page;
  },
  // Outside the server bundle (Vitest) a loader's import() is a real one: awaited here.
  loadPage: async (area, name) => {
    const entry = modules[area].pages[name];
    if (!entry || !isPageLoader(entry)) return entry;
    return entry();
  },
  shell: () => shell,
  loadShell: () => Promise.resolve(shell),
  status: () => status,
  loadStatus: () => Promise.resolve(status),
  routes: () => ROUTE_TABLE,
  loadRoutes: () => Promise.resolve(ROUTE_TABLE),
};
