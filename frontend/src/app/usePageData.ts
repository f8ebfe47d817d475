// Loader data for the current location: the render input's data for the first page, then
// the route's loaders run through /api/** on every client-side navigation.
import { useCallback, useEffect, useState } from 'react';
import { runLoaders, type LoaderData } from '../lib/loaders';
import type { AreaKey } from '../routes/types';
import { useRegistry } from '../state/registry';
import type { Resolution } from './resolve';

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

export function usePageData(key: string, search: string, res: Resolution, initial: Omit<Loaded, 'key' | 'token'>): PageData {
  const registry = useRegistry();
  const [loaded, setLoaded] = useState<Loaded>(() => ({ ...initial, key, token: 0 }));
  const [token, setToken] = useState(0);
  const area = areaOf(res);
  const areaReady = area === null || registry.get(area) !== undefined;
  const current = loaded.key === key && loaded.token === token;

  useEffect(() => {
    if (current && areaReady) return;
    let cancelled = false;
    const specs = res.kind === 'page' ? res.match.route.loaders : [];
    const params = res.kind === 'page' ? res.match.params : {};
    Promise.all([area ? registry.load(area) : null, runLoaders(specs, params, search)])
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
