// The chunks a page loads before hydrating, from a frontend build (what entry-client.tsx
// imports): the entry, every chunk it imports statically (recursively), the first page's area
// chunk with its static imports, and for console pages the shell chunk (layout) with its own.
// Shared by initial-js.mjs (gzip bytes) and js-composition.mjs (which modules those bytes are).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `{ assets, files(area) }` for the build in `dist`; `public` is the login page (no layout). */
export function initialChunks(dist) {
  const assets = path.join(dist, 'client', 'assets');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
  const read = (file) => readFileSync(path.join(assets, file), 'utf8');

  /** A chunk and everything it imports statically (minified ESM: `from"./x.js"`, `import"./x.js"`). */
  function closure(file, seen = new Set()) {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const m of read(file).matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) closure(m[1], seen);
    return seen;
  }

  const entry = path.basename(manifest.entry);
  const entrySource = read(entry);
  function files(area) {
    // registry.client.ts: `area: () => import('../areas/X')`, minified to `area:()=>import("./chunk-….js")`.
    const m = entrySource.match(new RegExp(`\\b${area}:\\(\\)=>import\\("\\./([\\w-]+\\.js)"\\)`));
    if (!m) throw new Error(`no dynamic import for area ${area} in ${entry}`);
    const set = closure(m[1], closure(entry));
    if (area !== 'public') {
      // registry.client.ts: `loadShell` → `await import('../layout/shell')`.
      const shell = entrySource.match(/loadShell:async\(\)=>[^;]*?import\("\.\/([\w-]+\.js)"\)/);
      if (!shell) throw new Error(`no shell import in ${entry}`);
      closure(shell[1], set);
    }
    return set;
  }
  return { assets, files };
}
