// Loads the region chunk once, on demand, in the browser.
import { useEffect, useState } from 'react';
import { afterInteractive } from '../swapCode';
import type { RegionNode } from './tree';

export interface Regions {
  tree: RegionNode[];
  names: Record<string, string>;
}

let pending: Promise<Regions> | null = null;

export function loadRegions(): Promise<Regions> {
  pending ??= import('./data').then((m) => ({ tree: m.REGION_TREE, names: m.REGION_NAMES }));
  return pending;
}

/**
 * The region data once loaded (null during the server render and the first client render).
 * `when`: 'interactive' (names shown beside a record: the 29 KB of the tree are fetched once the
 * page is interactive, not before, so a phone's first use of the page waits for none of it) or
 * 'mount' (an input that needs the tree to be used at all, such as the region picker).
 */
export function useRegions(when: 'interactive' | 'mount' = 'interactive'): Regions | null {
  const [regions, setRegions] = useState<Regions | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadRegions().then((r) => {
        if (live) setRegions(r);
      });
    if (when === 'mount') load();
    else afterInteractive(load);
    return () => {
      live = false;
    };
  }, [when]);
  return regions;
}
