// Initial JavaScript per page, exactly, from a frontend build (no browser needed): the chunks
// entry-client.tsx loads before hydrating (lib/initial-files.mjs). gzip -9 like first-paint.mjs,
// which measures the same thing in Chromium (and also sees anything fetched after hydration).
//
//   node bench/initial-js.mjs DIST [PAGE|AREA...]
//   (default: /login /messageNotice/index /SZ/helpList /SJ/projectList /config/payAccount)
// PAGE is a URL path: the page's own chunk counts when its area gives it as a loader. AREA (as
// before per-page chunks) counts the area's chunk alone; `public` is the login page (no layout),
// every other page or area is measured with the layout.
// Prints one `RESULT page=… js_gzip=… files=…` line per page (`area=…` for an area), and with
// VERBOSE=1 the chunk list.
// Which modules make up those bytes: bench/js-composition.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks } from './lib/initial-files.mjs';

const [dist, ...areasArg] = process.argv.slice(2);
if (!dist) throw new Error('usage: node initial-js.mjs DIST [PAGE|AREA...]');
const targets = areasArg.length ? areasArg : ['/login', '/messageNotice/index', '/SZ/helpList', '/SJ/projectList', '/config/payAccount'];
const { assets, files: filesOf } = initialChunks(dist);
for (const target of targets) {
  const files = filesOf(target);
  let bytes = 0;
  const rows = [];
  for (const f of files) {
    const gz = gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
    bytes += gz;
    rows.push(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
  }
  console.log(`RESULT ${target.startsWith('/') ? 'page' : 'area'}=${target} js_gzip=${bytes} files=${files.size}`);
  if (process.env.VERBOSE) console.log(rows.join('\n'));
}
