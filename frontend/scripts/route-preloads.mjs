// Per route, the browser chunks its first page loads before hydrating beyond the entry's own
// (manifest.json `routes`): the area's chunk, the page's own chunk when the area gives it as a
// loader (`name: () => import('./X')…` in src/areas/<Area>/index.ts), the shell's for pages in
// the console layout, each with the chunks it imports statically. The BFF sends them as
// `modulepreload` links with the page, so the browser fetches them at once instead of finding
// them one import level at a time (entry → area → page → their shared chunks).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `import('./X')` of route `name` in an area index's source, as `./X`, or null: the route's own
 * loader (`name: () => import('./X')…`), the `pagesIn(() => import('./X'), { name: … })` group
 * its name stands in (src/pages/pagesIn.ts), or the second page of a
 * `name: pageByQuery('key', () => import('./With')…, () => import('./X')…)`: the page its address
 * shows without that query, which the menu opens (src/pages/pageByQuery.tsx). The other is fetched
 * by the page loader before hydration when the address has the query.
 */
export function pageModuleOf(indexSource, name) {
  const importOf = String.raw`\(\)\s*=>\s*import\(\s*['"](\.\/[^'"]+)['"]\s*\)`;
  const own = indexSource.match(new RegExp(`\\b${name}:\\s*${importOf}`));
  if (own) return own[1];
  const byQuery = indexSource.match(new RegExp(`\\b${name}:\\s*pageByQuery\\([^,]+,\\s*${importOf}[^]*?,\\s*${importOf}`));
  if (byQuery) return byQuery[2];
  const group = indexSource.match(new RegExp(`import\\(\\s*['"](\\.\\/[^'"]+)['"]\\s*\\)[^()]*\\{[^{}]*\\b${name}:[^{}]*\\}`));
  return group?.[1] ?? null;
}

/**
 * `{ [route path]: ["/assets/chunk-….js", …] }` from esbuild's metafile of the browser build.
 * `routes`: routes.json's entries; `readIndex(area)`: the source of that area's index.ts.
 */
export function routePreloads(metafile, routes, readIndex) {
  const outputs = Object.entries(metafile.outputs);
  const byEntry = new Map(outputs.filter(([, o]) => o.entryPoint).map(([file, o]) => [o.entryPoint, file]));
  const imports = new Map(outputs.map(([file, o]) => [file, o.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)]));
  const closure = (file, into = new Set()) => {
    if (!file || into.has(file)) return into;
    into.add(file);
    for (const next of imports.get(file) ?? []) closure(next, into);
    return into;
  };
  const outputOf = (entryPrefix) => [...byEntry].find(([entry]) => entry === entryPrefix || entry.startsWith(`${entryPrefix}.`))?.[1];
  const loaded = closure(outputOf('src/entry-client'));
  const shell = closure(outputOf('src/layout/shell'));
  const indexes = new Map();
  const out = {};
  for (const route of routes) {
    const dir = `src/areas/${route.area}`;
    const area = outputOf(`${dir}/index`);
    if (!area) continue;
    if (!indexes.has(route.area)) indexes.set(route.area, readIndex(route.area));
    const files = closure(area);
    const page = pageModuleOf(indexes.get(route.area), route.name);
    if (page) closure(outputOf(path.posix.join(dir, page)), files);
    if (!route.public || route.name === 'redirect') for (const f of shell) files.add(f);
    const extra = [...files].filter((f) => !loaded.has(f)).map((f) => `/assets/${path.basename(f)}`).sort();
    if (extra.length) out[route.path] = extra;
  }
  return out;
}

/** routePreloads for the frontend at `root`, reading the areas' index files from src/. */
export function routePreloadsOf(root, metafile, routes) {
  return routePreloads(metafile, routes, (area) => readFileSync(path.join(root, 'src', 'areas', area, 'index.ts'), 'utf8'));
}
