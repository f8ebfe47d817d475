// Initial JavaScript per page, exactly, from a frontend build (no browser needed): the entry,
// every chunk it imports statically (recursively), and the first page's area chunk with its
// static imports, and for console pages the shell chunk (layout) with its static imports — what
// entry-client.tsx loads before hydrating. gzip -9 like first-paint.mjs,
// which measures the same thing in Chromium (and also sees anything fetched after hydration).
//
//   node bench/initial-js.mjs DIST [AREA...]     (default areas: public base)
// `public` is the login page (no layout); every other area is measured with the layout.
// Prints one `RESULT area=… js_gzip=… files=…` line per area, plus the chunk list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist, ...areasArg] = process.argv.slice(2);
if (!dist) throw new Error('usage: node initial-js.mjs DIST [AREA...]');
const areas = areasArg.length ? areasArg : ['public', 'base'];
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
for (const area of areas) {
  // registry.client.ts: `area: () => import('../areas/X')`, minified to `area:()=>import("./chunk-….js")`.
  const m = entrySource.match(new RegExp(`\\b${area}:\\(\\)=>import\\("\\./([\\w-]+\\.js)"\\)`));
  if (!m) throw new Error(`no dynamic import for area ${area} in ${entry}`);
  const files = closure(m[1], closure(entry));
  if (area !== 'public') {
    // registry.client.ts: `loadShell` → `await import('../layout/shell')`.
    const shell = entrySource.match(/loadShell:async\(\)=>[^;]*?import\("\.\/([\w-]+\.js)"\)/);
    if (!shell) throw new Error(`no shell import in ${entry}`);
    closure(shell[1], files);
  }
  let bytes = 0;
  const rows = [];
  for (const f of files) {
    const gz = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
    bytes += gz;
    rows.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
  }
  console.log(`RESULT area=${area} js_gzip=${bytes} files=${files.size}`);
  if (process.env.VERBOSE) console.log(rows.join('\n'));
}
