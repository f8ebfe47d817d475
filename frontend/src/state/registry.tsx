import { createContext, useContext } from 'react';
import type { PageRegistry } from '../pages/types';
import { PUBLIC_TABLE } from '../routes/table';

export const RegistryContext = createContext<PageRegistry>({
  get: () => undefined,
  load: () => Promise.reject(new Error('no page registry')),
  page: () => undefined,
  loadPage: () => Promise.reject(new Error('no page registry')),
  shell: () => undefined,
  loadShell: () => Promise.reject(new Error('no page registry')),
  status: () => undefined,
  loadStatus: () => Promise.reject(new Error('no page registry')),
  routes: () => PUBLIC_TABLE,
  loadRoutes: () => Promise.reject(new Error('no page registry')),
});

export function useRegistry(): PageRegistry {
  return useContext(RegistryContext);
}
