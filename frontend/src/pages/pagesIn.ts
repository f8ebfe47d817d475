// One chunk's pages in an area's index: `...pagesIn(() => import('./ListPages'), { helpList:
// 'HelpListPage', helpClaim: 'HelpClaimPage' })` gives each route name a loader of that export.
// One `import()` per chunk instead of one per route keeps the index a list of chunks; the server
// build still makes the import eager (scripts/eager-area-pages.mjs), and the preloads find a
// route's chunk as the `import()` its name follows (scripts/route-preloads.mjs).
import type { PageComponent, PageLoader } from './types';

/** The export names of a module that are pages. */
type PageExport<M> = { [K in keyof M]: M[K] extends PageComponent ? K : never }[keyof M] & string;

export function pagesIn<M>(load: () => PromiseLike<M>, pages: Record<string, PageExport<M>>): Record<string, PageLoader> {
  return Object.fromEntries(Object.entries(pages).map(([route, name]) => [route, () => load().then((m) => m[name] as PageComponent)]));
}
