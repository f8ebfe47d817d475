// Browser page registry: each area (and the shell, the 404/401 screens and all but the public
// routes of the route table) is a separate chunk,
// and so is each page an area gives as a loader; all fetched on first use (or before hydration
// for the first page, so hydration renders the same tree as the server).
import { PUBLIC_TABLE, type RouteTable } from '../routes/table';
import type { AreaKey } from '../routes/types';
import { isPageLoader, type AreaModule, type PageComponent, type PageRegistry, type ShellModule, type StatusModule } from './types';

const importers: Record<AreaKey, () => Promise<AreaModule>> = {
  public: () => import('../areas/public'),
  base: () => import('../areas/base'),
  config: () => import('../areas/config'),
  dataCenter: () => import('../areas/dataCenter'),
  SJ: () => import('../areas/SJ'),
  SJM: () => import('../areas/SJM'),
  SZ: () => import('../areas/SZ'),
  MicroWish: () => import('../areas/MicroWish'),
  SX: () => import('../areas/SX'),
  SP: () => import('../areas/SP'),
};

const loaded = new Map<AreaKey, AreaModule>();
/** Pages fetched from their own chunks, by `area/name`. */
const loadedPages = new Map<string, PageComponent>();
let shellModule: ShellModule | undefined;
let statusModule: StatusModule | undefined;
let routeTable: RouteTable = PUBLIC_TABLE;

async function loadArea(area: AreaKey): Promise<AreaModule> {
  const cached = loaded.get(area);
  if (cached) return cached;
  const mod = await importers[area]();
  loaded.set(area, mod);
  return mod;
}

export const clientRegistry: PageRegistry = {
  get: (area) => loaded.get(area),
  load: loadArea,
  page: (area, name) => {
    const entry = loaded.get(area)?.pages[name];
    if (!entry) return undefined;
    return isPageLoader(entry) ? loadedPages.get(`${area}/${name}`) : entry;
  },
  loadPage: async (area, name) => {
    const entry = (await loadArea(area)).pages[name];
    if (!entry || !isPageLoader(entry)) return entry;
    const key = `${area}/${name}`;
    const cached = loadedPages.get(key);
    if (cached) return cached;
    const page = await entry();
    loadedPages.set(key, page);
    return page;
  },
  shell: () => shellModule,
  loadShell: async () => {
    shellModule ??= (await import('../layout/shell')).shell;
    return shellModule;
  },
  status: () => statusModule,
  loadStatus: async () => {
    statusModule ??= (await import('./status')).status;
    return statusModule;
  },
  routes: () => routeTable,
  loadRoutes: async () => {
    if (!routeTable.complete) routeTable = (await import('../routes')).ROUTE_TABLE;
    return routeTable;
  },
};
