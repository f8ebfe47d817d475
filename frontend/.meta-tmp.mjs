import * as esbuild from 'esbuild';
import path from 'node:path';
import { deepImports } from './scripts/deep-imports.mjs';
const ROOT = process.cwd();
const r = await esbuild.build({ bundle: true, minify: true, target: 'es2020', jsx: 'automatic', plugins: [deepImports(ROOT)],
  define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error', entryPoints: { 'entry-client': 'src/entry-client.tsx' },
  format: 'esm', splitting: true, platform: 'browser', outdir: '/tmp/perf2/out', write: false, chunkNames: 'chunk-[hash]', entryNames: '[name]-[hash]', metafile: true });
const O = r.metafile.outputs;
const want = process.argv.slice(2);
for (const [f, o] of Object.entries(O)) {
  if (o.bytes < 20000) continue;
  const groups = {};
  for (const [inp, v] of Object.entries(o.inputs)) {
    const m = inp.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(es|lib)\/([^/]+))?/);
    const k = m ? (m[1] === 'antd' ? `antd/${m[3]}` : m[1]) : inp.split('/').slice(0, 3).join('/');
    groups[k] = (groups[k] || 0) + v.bytesInOutput;
  }
  console.log(path.basename(f), o.bytes, o.entryPoint || '', '\n   ', Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k}=${(v/1024).toFixed(0)}`).join(' '));
}
