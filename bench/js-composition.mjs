// Which modules make up a page's initial JavaScript (minified bytes, from esbuild's metafile):
// what to cut next when initial-js.mjs says a page is over its budget.
//
//   (cd frontend && node build.mjs --out /tmp/dist --metafile)
//   node bench/js-composition.mjs /tmp/dist PAGE|AREA [DEPTH]      (PAGE: a URL path, /SJ/projectList)
// Groups inputs by package (`antd`, `@rc-component/trigger`) or source folder (`src/layout`);
// DEPTH > 1 splits further (`antd/es/table`, `src/layout/SideMenu.tsx`). Minified bytes add up;
// gzip does not, so the gzip column is each group's share of the chunks' exact gzip total.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialChunks } from './lib/initial-files.mjs';

const [dist, area = 'public', depthArg = '1'] = process.argv.slice(2);
if (!dist) throw new Error('usage: node js-composition.mjs DIST [PAGE|AREA] [DEPTH]');
const depth = Number(depthArg);
const meta = JSON.parse(readFileSync(path.join(dist, 'client-meta.json'), 'utf8'));
const { assets, files } = initialChunks(dist);

/** `node_modules/antd/es/table/x.js` → `antd` (depth 1) or `antd/es/table` (depth 3). */
function group(input) {
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = input.slice(nm + 'node_modules/'.length).split('/');
    const pkgLen = parts[0].startsWith('@') ? 2 : 1;
    return parts.slice(0, pkgLen + depth - 1).join('/');
  }
  const parts = input.split('/');
  return parts.slice(0, 1 + depth).join('/');
}

const sums = new Map();
let minified = 0;
let gzip = 0;
for (const file of files(area)) {
  const out = Object.entries(meta.outputs).find(([name]) => path.basename(name) === file);
  if (!out) throw new Error(`${file} is not in the metafile (another build?)`);
  gzip += gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  for (const [input, { bytesInOutput }] of Object.entries(out[1].inputs)) {
    const g = group(input);
    sums.set(g, (sums.get(g) ?? 0) + bytesInOutput);
    minified += bytesInOutput;
  }
}
console.log(`area=${area}: ${(minified / 1000).toFixed(1)} KB minified, ${(gzip / 1000).toFixed(1)} KB gzip`);
for (const [g, bytes] of [...sums].sort((a, b) => b[1] - a[1])) {
  if (bytes < 300) continue;
  const share = (bytes / minified) * gzip;
  console.log(`${(bytes / 1000).toFixed(1).padStart(8)} KB  ~${(share / 1000).toFixed(1).padStart(6)} KB gz  ${g}`);
}
