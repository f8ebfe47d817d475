// Builds the frontend for the BFF (docs/contract-frontend.md, "Build"):
//   <out>/client/assets/*  browser ESM, code-split per area, content-hashed
//   <out>/client/br/*.br   brotli copies of those files (scripts/brotli-copies.mjs)
//   <out>/server/ssr.js    one IIFE (globalName SSR) exporting only `render`
//   <out>/manifest.json    entry, css and preload list for the HTML shell
//   <out>/routes.json      the route manifest the BFF's guard and loaders use
//   <out>/regions.json     region code → name (GB/T 2260), for the BFF's exports
// Usage: node build.mjs [--out DIR] [--dev] [--metafile] [--antd-style-code]
//   DIR is relative to the current directory; --metafile also writes <out>/client-meta.json,
//   esbuild's metafile of the browser build; --antd-style-code keeps antd's style functions in
//   the browser build (scripts/antd-zero-runtime.mjs), for the test that compares the two.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { extractAntdCss } from './scripts/antd-css.mjs';
import { browserPlugins } from './scripts/browser-plugins.mjs';
import { serverPlugins } from './scripts/server-plugins.mjs';
import { routePreloadsOf } from './scripts/route-preloads.mjs';
import { mergeChunks } from './scripts/merge-chunks.mjs';
import { checkServerBundle } from './scripts/vm-check.mjs';
import { snapshotServerInterop } from './scripts/esm-interop-snapshot.mjs';
import { writeBrotliCopies } from './scripts/brotli-copies.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const args = { out: path.join(ROOT, 'dist'), dev: false, metafile: false, antdStyleCode: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dev') args.dev = true;
    else if (argv[i] === '--metafile') args.metafile = true;
    else if (argv[i] === '--antd-style-code') args.antdStyleCode = true;
    else if (argv[i] === '--out') {
      if (!argv[i + 1]) throw new Error('--out needs a directory');
      args.out = path.resolve(process.cwd(), argv[(i += 1)]);
    } else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return args;
}

const src = (p) => path.join(ROOT, 'src', p);

function sharedOptions(dev) {
  return {
    bundle: true,
    minify: !dev,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
    absWorkingDir: ROOT,
  };
}

/**
 * Browser bundle, first step: ESM with one chunk per area and one per page an area gives as a
 * loader (dynamic imports), hashed names, into a scratch directory; scripts/merge-chunks.mjs then
 * merges esbuild's many shared chunks into a few per route.
 */
async function buildClient(assetsDir, { dev, antdStyleCode }) {
  const result = await esbuild.build({
    ...sharedOptions(dev),
    plugins: browserPlugins(ROOT, { antdStyleCode }),
    entryPoints: { 'entry-client': src('entry-client.tsx') },
    format: 'esm',
    splitting: true,
    platform: 'browser',
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    sourcemap: dev ? 'linked' : false,
    metafile: true,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'src/entry-client.tsx');
  if (!entry) throw new Error('client entry output not found');
  const [entryFile, entryMeta] = entry;
  const url = (file) => `/assets/${path.basename(file)}`;
  return {
    entry: url(entryFile),
    preload: entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    metafile: result.metafile,
  };
}

/**
 * Server bundle: everything static, polyfills first (see src/entry-server.tsx); pages the areas
 * give as loaders of their own browser chunks are imported eagerly; antd's style code left out as
 * in the browser (scripts/server-plugins.mjs); CommonJS exports read as values, not through
 * esbuild's getters (scripts/esm-interop-snapshot.mjs).
 */
async function buildServer(serverDir, dev) {
  const result = await esbuild.build({
    ...sharedOptions(dev),
    plugins: serverPlugins(ROOT),
    entryPoints: [src('entry-server.tsx')],
    format: 'iife',
    globalName: 'SSR',
    platform: 'browser',
    splitting: false,
    outfile: path.join(serverDir, 'ssr.js'),
    legalComments: 'none',
    write: false,
  });
  const [bundle] = result.outputFiles;
  await writeFile(bundle.path, snapshotServerInterop(bundle.text));
}

/** antd reset + antd component CSS (build-time extraction) + ours, as one hashed file. */
async function buildCss(assetsDir, dev) {
  const reset = await readFile(path.join(ROOT, 'node_modules/antd/dist/reset.css'), 'utf8');
  // Packages stay external so the extraction and the theme share the one installed antd (and
  // React, loaded once in the bundles' mode: set before anything imports it).
  process.env.NODE_ENV = dev ? 'development' : 'production';
  const antd = await extractAntdCss({ themeModule: await importForNode('app/theme.ts', { external: true }) });
  const ours = await readFile(src('styles/app.css'), 'utf8');
  const joined = `${reset}\n${antd}\n${ours}`;
  const css = dev ? joined : (await esbuild.transform(joined, { loader: 'css', minify: true })).code;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const name = `app-${hash}.css`;
  await writeFile(path.join(assetsDir, name), css);
  return [`/assets/${name}`];
}

/**
 * Bundles a TypeScript module for Node and imports it, to run build-time code from src/.
 * `external`: packages are imported from node_modules instead of bundled (the module is then
 * written under node_modules/.cache, where those imports resolve).
 */
async function importForNode(entry, { external = false } = {}) {
  const result = await esbuild.build({
    entryPoints: [src(entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: external ? 'external' : undefined,
    write: false,
    absWorkingDir: ROOT,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  if (!external) return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const dir = path.join(ROOT, 'node_modules', '.cache', 'orgcenter-build');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${entry.replace(/[/.]/g, '-')}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.mjs`);
  await writeFile(file, code);
  return import(pathToFileURL(file).href);
}

/** routes.json: the pure-data route table, flattened by buildManifest(). */
async function buildRoutes(outDir) {
  const manifest = (await importForNode('routes/manifest.ts')).buildManifest();
  await writeFile(path.join(outDir, 'routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest.routes;
}

/** regions.json: the same code → name map the RegionPicker uses, as compact JSON. */
async function buildRegions(outDir) {
  const { REGION_NAMES } = await importForNode('lib/regions/data.ts');
  await writeFile(path.join(outDir, 'regions.json'), JSON.stringify(REGION_NAMES));
  return Object.keys(REGION_NAMES).length;
}

async function main() {
  const started = Date.now();
  const { out, dev, metafile, antdStyleCode } = parseArgs(process.argv.slice(2));
  const assetsDir = path.join(out, 'client', 'assets');
  const serverDir = path.join(out, 'server');
  await rm(path.join(out, 'client'), { recursive: true, force: true });
  await rm(serverDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  await mkdir(serverDir, { recursive: true });

  const splitDir = path.join(out, 'client-split');
  await rm(splitDir, { recursive: true, force: true });
  const [split, , css, routes, regionCount] = await Promise.all([
    buildClient(splitDir, { dev, antdStyleCode }),
    buildServer(serverDir, dev),
    buildCss(assetsDir, dev),
    buildRoutes(out),
    buildRegions(out),
  ]);
  const client = await mergeChunks({
    root: ROOT,
    splitDir,
    assetsDir,
    metafile: split.metafile,
    routes,
    preloads: routePreloadsOf(ROOT, split.metafile, routes),
  });
  await rm(splitDir, { recursive: true, force: true });
  // --metafile: the input → chunk map of the merged files, for bench/js-composition.mjs.
  if (metafile) await writeFile(path.join(out, 'client-meta.json'), JSON.stringify(client.metafile));
  // `routes`: per route path, the chunks its first page loads beyond the entry's (preloaded by the BFF).
  const manifest = { entry: client.entry, css, preload: client.preload, routes: client.routes };
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeBrotliCopies(assetsDir, path.join(out, 'client', 'br'), { quality: dev ? 5 : 11 });

  // The production runtime is a bare V8 context: prove the bundle works there before shipping.
  const checks = checkServerBundle(path.join(serverDir, 'ssr.js'));
  const ms = Date.now() - started;
  console.log(`frontend built into ${out} in ${ms} ms (${dev ? 'development' : 'production'}, ${routes.length} routes, ${regionCount} regions)`);
  for (const c of checks) console.log(`  ssr ok: ${c.url} → ${c.bytes} bytes`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
