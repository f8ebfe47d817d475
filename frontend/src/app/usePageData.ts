// Loader data for the current location: the render input's data for the first page, then
// the route's loaders run through /api/** on every client-side navigation.
import { useCallback, useEffect, useState } from 'react';
import { runLoaders, type LoaderData } from '../lib/loaders';
import type { AreaKey } from '../routes/types';
import { useRegistry } from '../state/registry';
import { needsShell, needsStatus, type Resolution } from './resolve';

interface Loaded {
  key: string;
  token: number;
  data: LoaderData;
  now: number;
}

export interface PageData {
  ready: boolean;
  data: LoaderData;
  now: number;
  reload: () => void;
}

function areaOf(res: Resolution): AreaKey | null {
  return res.kind === 'page' ? res.match.route.area : null;
}

function pageName(res: Resolution): string {
  return res.kind === 'page' ? res.match.route.name : '';
}

export function usePageData(
  key: string,
  search: string,
  res: Resolution,
  loggedIn: boolean,
  initial: Omit<Loaded, 'key' | 'token'>,
): PageData {
  const registry = useRegistry();
  const [loaded, setLoaded] = useState<Loaded>(() => ({ ...initial, key, token: 0 }));
  const [token, setToken] = useState(0);
  const area = areaOf(res);
  const areaModule = area === null ? undefined : registry.get(area);
  // A page the area gives as a loader is a chunk of its own in the browser: ready once loaded.
  const pageReady = area === null || !areaModule?.pages[pageName(res)] || registry.page(area, pageName(res)) !== undefined;
  // So is the shell (layout, placeholder page), when this page needs it, and so are the 404/401
  // screens.
  const areaReady =
    (area === null || areaModule !== undefined) &&
    pageReady &&
    (registry.shell() !== undefined || !needsShell(res, loggedIn, areaModule)) &&
    (registry.status() !== undefined || !needsStatus(res));
  const current = loaded.key === key && loaded.token === token;

  useEffect(() => {
    if (current && areaReady) return;
    let cancelled = false;
    const specs = res.kind === 'page' ? res.match.route.loaders : [];
    const params = res.kind === 'page' ? res.match.params : {};
    const modules = area
      ? registry.loadPage(area, pageName(res)).then(() => (needsShell(res, loggedIn, registry.get(area)) ? registry.loadShell() : null))
      : needsStatus(res)
        ? registry.loadStatus()
        : null;
    Promise.all([modules, runLoaders(specs, params, search)])
      .then(([, data]) => {
        if (!cancelled) setLoaded({ key, token, data, now: Math.floor(Date.now() / 1000) });
      })
      .catch((err: unknown) => {
        // A chunk that fails to load (new deploy, offline) leaves nothing to render: reload.
        if (!cancelled) {
          console.error(err);
          window.location.reload();
        }
      });
    return () => {
      cancelled = true;
    };
    // `res` is derived from `key`; listing it would re-run on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, current, areaReady]);

  const reload = useCallback(() => setToken((t) => t + 1), []);
  return {
    ready: current && areaReady,
    data: loaded.data,
    now: loaded.now,
    reload,
  };
}
