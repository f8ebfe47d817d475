// Server page registry: everything imported statically, because the V8 isolate has no module
// loader and the render must be synchronous.
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
import type { AreaKey } from '../routes/types';
import { shell } from '../layout/shell';
import { status } from './status';
import type { AreaModule, PageRegistry } from './types';

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

export const serverRegistry: PageRegistry = {
  get: (area) => modules[area],
  load: (area) => Promise.resolve(modules[area]),
  shell: () => shell,
  loadShell: () => Promise.resolve(shell),
  status: () => status,
  loadStatus: () => Promise.resolve(status),
};
