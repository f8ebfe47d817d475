// Initial JavaScript per page, exactly, from a frontend build (no browser needed): the chunks
// entry-client.tsx loads before hydrating (lib/initial-files.mjs). gzip -9 like first-paint.mjs,
// which measures the same thing in Chromium (and also sees anything fetched after hydration).
//
//   node bench/initial-js.mjs DIST [AREA...]     (default areas: public base)
// `public` is the login page (no layout); every other area is measured with the layout.
// Prints one `RESULT area=… js_gzip=… files=…` line per area, plus the chunk list.
// Which modules make up those bytes: bench/js-composition.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks } from './lib/initial-files.mjs';

const [dist, ...areasArg] = process.argv.slice(2);
if (!dist) throw new Error('usage: node initial-js.mjs DIST [AREA...]');
const areas = areasArg.length ? areasArg : ['public', 'base'];
const { assets, files: filesOf } = initialChunks(dist);
for (const area of areas) {
  const files = filesOf(area);
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
