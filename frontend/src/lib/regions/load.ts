// Loads the region chunk once, on demand, in the browser.
import { useEffect, useState } from 'react';
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

/** The region data once loaded (null during the server render and the first client render). */
export function useRegions(): Regions | null {
  const [regions, setRegions] = useState<Regions | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegions().then((r) => {
      if (live) setRegions(r);
    });
    return () => {
      live = false;
    };
  }, []);
  return regions;
}
