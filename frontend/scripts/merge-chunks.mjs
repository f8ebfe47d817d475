// Merges esbuild's browser chunks into route-level files (issue 37): esbuild writes its split
// output to a scratch directory, Rollup bundles those ES modules again with the groups of
// scripts/chunk-groups.mjs as manual chunks (the entry's static chunks join the entry; chunks no
// route loads up front — editor, charts, regions, dialogs — stay as esbuild split them), and the
// manifest's preloads are computed from Rollup's output. Rollup comes with Vitest's Vite (pinned by
// package.json's `overrides`); it is resolved from there, as the project adds no package for it.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { groupChunks, nearlyEverywhere } from './chunk-groups.mjs';
import { isListPage } from './list-pages.mjs';
import { esmInteropMemo } from './esm-interop-memo.mjs';

/**
 * What one more file costs a page, in bytes. A page's files are all preloaded from its HTML and
 * fetched side by side on HTTP/1.1's six connections, so a file more costs less than a round trip
 * (150 ms, ~30 KB at 1.6 Mbit/s): at 24 KB a list page loaded 10–20 KB gzip of other pages' code
 * to save one file; at 12 KB it loads 4–5 files (one fewer than before, with the entry rule
 * below) and 316–318 KB instead of 328–338 (bench/initial-js.mjs), in the same time on a phone.
 */
const REQUEST_COST_BYTES = 12 * 1024;
/**
 * Menu pages are where users land; other pages (details, forms) count for less: they are mostly
 * opened from a list, whose code the browser already has, and only a link or a reload loads
 * them cold. The public pages (login first of all: every session starts there) weigh most: they
 * must not load console code. At 50 the login page's weight also made every console page load
 * the login page's own code when that saved the login page a file; at 10 neither happens (login:
 * 2 files, as before). At 0.5 for the hidden pages, /config/payAccount and /SZ/batchHelp loaded
 * 34–35 KB gzip of the forms' shared code (dialog, image, steps) once the share detail left the
 * donation lists' chunk; at 0.35 they load 30–60 KB less than that and the lists 1–6 KB less or
 * up to 2.5 KB more (bench/initial-js.mjs, 2026-12-07).
 */
const weightOf = (route) => (route.public ? 10 : route.hidden ? 0.35 : 1);
/**
 * The pages users land on have budgets (issue 37: a list page 250 KB and ten scripts before it is
 * interactive on a phone), and the weighted sum above let a merge that spared many details and
 * forms a file put 10–35 KB of their code on one list (/SX/donation_list took 34 KB once antd's
 * Progress left the project lists). So a menu or list page is strict: it pays STRICTNESS times
 * over for each byte of other pages' code beyond ALLOWANCE_BYTES, and FILE_COST for each merge it
 * is spared while it loads more than MAX_GROUPS files besides the entry. At these values every
 * list page but /SZ/batchHelp (its upload, tooltip and progress) loads 245–257 KB gzip in 6–9
 * files; at twice the strictness or half the file cost the lists load 11–13 files, at ten times
 * the file cost the data centre and the forms take 30–50 KB more (bench/initial-js.mjs, 2026-12-07).
 */
const STRICTNESS = 100;
const ALLOWANCE_BYTES = 4 * 1024;
const MAX_GROUPS = 7;
const FILE_COST = 100_000;
/** Swap code smaller than this is grouped with the pages' code: as a file of its own (the icons
 *  a menu and a page both draw, 0.4–0.5 KB each) it was one more request on every list. */
const PINNED_MIN_BYTES = 1024;
/** The share of all routes' weight that must need a chunk for it to join the entry file. */
const ENTRY_SHARE = 0.9;
/** Swap code's chunks that routes carrying this share of the weight need up front are grouped
 *  with the pages' (at 0.3 the lists gained 2.5 KB and the other pages lost 15–35). */
const SWAP_SHARED_SHARE = 0.5;

/** Rollup, a devDependency of the frontend (the same version Vite is pinned to, `overrides`). */
function loadRollup(root) {
  return createRequire(path.join(root, 'package.json'))('rollup');
}

/**
 * `splitDir`: esbuild's output (absolute), `metafile`: its metafile (paths relative to `root`),
 * `routes`: routes.json's entries, `preloads`: routePreloads() of that build (route path →
 * ['/assets/chunk-….js']). Writes the merged files into `assetsDir`; returns the manifest's
 * { entry, preload, routes } and an esbuild-shaped metafile of the merged output.
 */
export async function mergeChunks({ root, splitDir, assetsDir, metafile, routes, preloads }) {
  const abs = (file) => path.join(root, file);
  const idOfUrl = (url) => path.join(splitDir, path.basename(url));
  const sizes = new Map();
  for (const file of Object.keys(metafile.outputs)) {
    if (file.endsWith('.js')) sizes.set(abs(file), gzipSync(readFileSync(abs(file))).length);
  }
  const needs = new Map();
  for (const route of routes) {
    const chunks = preloads[route.path];
    if (chunks) needs.set(route.path, { weight: weightOf(route), chunks: new Set(chunks.map(idOfUrl)), strict: !route.hidden || isListPage(route) });
  }
  const imports = new Map(
    Object.entries(metafile.outputs).map(([file, o]) => [abs(file), o.imports.filter((i) => i.kind === 'import-statement').map((i) => abs(i.path))]),
  );
  // What nearly every route loads joins the entry. Grouped, it went with the login page's own
  // code (the login page's weight makes sharing its file pay), which every console page then
  // downloaded too: the two icons of the password field and the page helpers, ~2 KB gzip shared
  // by 134 of 137 routes, pulled ~4 KB of login page into every list page.
  const everywhere = nearlyEverywhere(needs, sizes, ENTRY_SHARE);
  const entryFile = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/entry-client.tsx')[0];
  // The entry and its static chunks are one file: named here, as Rollup would otherwise pull the
  // ones a group also imports into that group (and the login page would load it).
  const entryChunks = staticClosure(metafile, entryFile);
  // Swap code (src/lib/swapCode.ts: the overlays, the sidebar's Menu, the filter bar's selects)
  // is fetched right after a page is interactive, and on a wide screen beside it: its chunks are
  // grouped only among themselves, but for those most pages load up front anyway. Merged with the
  // pages' groups, antd's Select went with the date picker and the tree once no list page needed
  // it up front: a wide screen's list page fetched 80 KB gzip to swap in its filters instead of
  // 36, and the data centre loaded 36 KB more before it was interactive.
  const common = nearlyEverywhere(needs, sizes, SWAP_SHARED_SHARE);
  const pinned = new Set();
  for (const module of swapModules(metafile, (file) => readFileSync(abs(file), 'utf8'))) {
    const file = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === module)?.[0];
    for (const f of file ? staticClosure(metafile, file) : []) if (!entryChunks.has(f) && !common.has(abs(f)) && sizes.get(abs(f)) >= PINNED_MIN_BYTES) pinned.add(abs(f));
  }
  // Grouped with the rest all the same: left out, the greedy merge of the others goes another
  // way, and /config/payAccount loads 24 KB more.
  const groupOf = groupChunks(needs, sizes, imports, REQUEST_COST_BYTES, pinned, { strictness: STRICTNESS, allowance: ALLOWANCE_BYTES, maxFiles: MAX_GROUPS, fileCost: FILE_COST });

  const { rollup } = loadRollup(root);
  const chunkName = (id) => {
    const file = path.relative(root, id).split(path.sep).join('/');
    if (entryChunks.has(file) || everywhere.has(id)) return 'entry-client';
    return groupOf.has(id) ? `g${groupOf.get(id)}` : undefined;
  };
  const bundle = await rollup({
    input: { 'entry-client': abs(entryFile) },
    // esbuild already shook the trees; Rollup only regroups.
    treeshake: false,
    // esbuild's CommonJS interop helper made once per module (scripts/esm-interop-memo.mjs).
    plugins: [esmInteropMemo()],
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: assetsDir,
    format: 'es',
    compact: true,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunk-[hash].js',
    hashCharacters: 'base36',
    manualChunks: chunkName,
  });
  await bundle.close();

  const chunks = output.filter((o) => o.type === 'chunk');
  const chunkOfModule = new Map();
  for (const c of chunks) for (const id of c.moduleIds) chunkOfModule.set(id, c);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (c, into = new Set()) => {
    if (into.has(c.fileName)) return into;
    into.add(c.fileName);
    for (const f of c.imports) closure(byName.get(f), into);
    return into;
  };
  const url = (file) => `/assets/${file}`;
  const entry = chunks.find((c) => c.isEntry);
  const loaded = closure(entry);
  const routePreloads = {};
  for (const [routePath, { chunks: ids }] of needs) {
    const files = new Set();
    for (const id of ids) closure(chunkOfModule.get(id), files);
    const extra = [...files].filter((f) => !loaded.has(f)).map(url).sort();
    if (extra.length) routePreloads[routePath] = extra;
  }
  return {
    entry: url(entry.fileName),
    preload: [...loaded].filter((f) => f !== entry.fileName).map(url),
    routes: routePreloads,
    metafile: mergedMetafile(root, assetsDir, metafile, chunks),
  };
}

/**
 * The modules our code fetches with `swapCode(() => … import('./X'))` (src/lib/swapCode.ts), as
 * the metafile names them: the first import() after each `swapCode(` in one of our sources.
 * `readSource(input)`: the source of a metafile input.
 */
export function swapModules(metafile, readSource) {
  const found = new Set();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (!input.startsWith('src/') || !imports.some((i) => i.kind === 'dynamic-import')) continue;
    for (const m of readSource(input).matchAll(/\bswapCode\(\s*\(\)\s*=>[\s\S]*?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = path.posix.join(path.posix.dirname(input), m[1]);
      const hit = imports.find((i) => i.kind === 'dynamic-import' && (i.path === target || i.path.startsWith(`${target}.`)));
      if (hit) found.add(hit.path);
    }
  }
  return found;
}

/** The metafile's output `file` and every output it imports statically, transitively. */
function staticClosure(metafile, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const i of metafile.outputs[file].imports) if (i.kind === 'import-statement') staticClosure(metafile, i.path, into);
  return into;
}

/** esbuild's metafile shape for the merged files (bench/js-composition.mjs reads its inputs). */
function mergedMetafile(root, assetsDir, metafile, chunks) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const outputs = {};
  for (const c of chunks) {
    const inputs = {};
    let entryPoint;
    for (const id of c.moduleIds) {
      const source = metafile.outputs[rel(id)];
      if (!source) continue;
      Object.assign(inputs, source.inputs);
      if (id === c.facadeModuleId && source.entryPoint) entryPoint = source.entryPoint;
    }
    outputs[rel(path.join(assetsDir, c.fileName))] = {
      bytes: Buffer.byteLength(c.code),
      inputs,
      imports: [
        ...c.imports.map((f) => ({ path: rel(path.join(assetsDir, f)), kind: 'import-statement' })),
        ...c.dynamicImports.map((f) => ({ path: rel(path.join(assetsDir, f)), kind: 'dynamic-import' })),
      ],
      ...(entryPoint ? { entryPoint } : {}),
    };
  }
  return { inputs: metafile.inputs, outputs };
}

export async function writeMetafile(file, metafile) {
  await writeFile(file, JSON.stringify(metafile));
}
