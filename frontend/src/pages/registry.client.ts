// Browser page registry: each area (and the shell, and the 404/401 screens) is a separate chunk,
// fetched on first use (or before hydration for the first page, so hydration renders the same
// tree as the server).
import type { AreaKey } from '../routes/types';
import type { AreaModule, PageRegistry, ShellModule, StatusModule } from './types';

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
let shellModule: ShellModule | undefined;
let statusModule: StatusModule | undefined;

export const clientRegistry: PageRegistry = {
  get: (area) => loaded.get(area),
  load: async (area) => {
    const cached = loaded.get(area);
    if (cached) return cached;
    const mod = await importers[area]();
    loaded.set(area, mod);
    return mod;
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
};
