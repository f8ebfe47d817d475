import * as esbuild from 'esbuild';
const r = await esbuild.build({ bundle: true, minify: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error',
  entryPoints: ['src/entry-client.tsx'], format: 'esm', splitting: true, outdir: '/tmp/perf2/o2', write: false, metafile: true });
const inputs = r.metafile.inputs;
const target = process.argv[2];
// BFS over static imports from the entry
const prev = new Map([['src/entry-client.tsx', null]]);
const q = ['src/entry-client.tsx'];
while (q.length) { const f = q.shift(); for (const i of inputs[f]?.imports ?? []) { if (i.kind !== 'import-statement' || prev.has(i.path)) continue; prev.set(i.path, f); q.push(i.path); } }
const hit = [...prev.keys()].find((k) => k.includes(target));
let c = hit; const chain = []; while (c) { chain.push(c); c = prev.get(c); }
console.log(chain.reverse().join('\n  -> '));
