// The chunks a page loads before hydrating, from a frontend build (what entry-client.tsx
// imports): the entry, every chunk it imports statically (recursively), the first page's area
// chunk with its static imports, the page's own chunk when its area gives it as a loader
// (`name: () => import('./X').then(…)`, src/pages/types.ts) with its static imports, and for
// console pages the shell chunk (layout) with its own.
// Shared by initial-js.mjs (gzip bytes) and js-composition.mjs (which modules those bytes are).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `{ assets, files(target), routeOf(url) }` for the build in `dist`; area `public` is the login page (no layout). */
export function initialChunks(dist) {
  const assets = path.join(dist, 'client', 'assets');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  const read = (file) => readFileSync(path.join(assets, file), 'utf8');

  /** A chunk and everything it imports statically (`from"./x.js"`, `import"./x.js"`; Rollup quotes with '). */
  function closure(file, seen = new Set()) {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const m of read(file).matchAll(/(?:from|import)\s*["']\.\/([\w-]+\.js)["']/g)) closure(m[1], seen);
    return seen;
  }

  /** The chunk `source` imports for `key: () => import("./chunk-….js")` (minified), if any. */
  const lazyImport = (source, key) => source.match(new RegExp(`\\b${key}:\\(\\)=>import\\(["']\\./([\\w-]+\\.js)["']\\)`))?.[1];

  const routes = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')).routes;
  /** The route a URL path shows (`:id` segments match digits). */
  function routeOf(url) {
    const pattern = (p) => new RegExp(`^${p.replace(/:\w+\??/g, '\\d+').replace(/\*/g, '.*')}$`);
    const route = routes.find((r) => pattern(r.path).test(url));
    if (!route) throw new Error(`no route for ${url} in routes.json`);
    return route;
  }

  const entry = path.basename(manifest.entry);
  const entrySource = read(entry);
  /** `target`: a page's URL path (`/SJ/projectList`), or an area (its chunk without lazy pages). */
  function files(target) {
    const route = target.startsWith('/') ? routeOf(target) : null;
    const area = route ? route.area : target;
    // registry.client.ts: `area: () => import('../areas/X')`, minified to `area:()=>import("./chunk-….js")`.
    const areaChunk = lazyImport(entrySource, area);
    if (!areaChunk) throw new Error(`no dynamic import for area ${area} in ${entry}`);
    const set = closure(areaChunk, closure(entry));
    const pageChunk = route && lazyImport(read(areaChunk), route.name);
    if (pageChunk) closure(pageChunk, set);
    const bare = route ? route.public && route.name !== 'redirect' : area === 'public';
    if (!bare) {
      // registry.client.ts: `loadShell` → `await import('../layout/shell')`.
      const shell = entrySource.match(/loadShell:async\(\)=>[^;]*?import\(["']\.\/([\w-]+\.js)["']\)/);
      if (!shell) throw new Error(`no shell import in ${entry}`);
      closure(shell[1], set);
    }
    // What the BFF preloads for the route (manifest.json `routes`): also the chunks no import
    // above names, such as the route table a console page loads before hydrating.
    for (const url of (route && manifest.routes?.[route.path]) ?? []) closure(path.basename(url), set);
    return set;
  }
  return { assets, files, routeOf };
}
