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
import { groupChunks } from './chunk-groups.mjs';
import { esmInteropMemo } from './esm-interop-memo.mjs';

/** A file the browser needs per request: about 150 ms of round trip on a phone at 1.6 Mbit/s. */
const REQUEST_COST_BYTES = 24 * 1024;
/**
 * Menu pages are where users land; other pages (details, forms) count for less. The public pages
 * (login first of all: every session starts there) must not load console code, whatever the
 * console pages would save by it.
 */
const weightOf = (route) => (route.public ? 50 : route.hidden ? 0.5 : 1);

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
    if (chunks) needs.set(route.path, { weight: weightOf(route), chunks: new Set(chunks.map(idOfUrl)) });
  }
  const imports = new Map(
    Object.entries(metafile.outputs).map(([file, o]) => [abs(file), o.imports.filter((i) => i.kind === 'import-statement').map((i) => abs(i.path))]),
  );
  const groupOf = groupChunks(needs, sizes, imports, REQUEST_COST_BYTES);

  const { rollup } = loadRollup(root);
  const entryFile = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === 'src/entry-client.tsx')[0];
  // The entry and its static chunks are one file: named here, as Rollup would otherwise pull the
  // ones a group also imports into that group (and the login page would load it).
  const entryChunks = staticClosure(metafile, entryFile);
  const chunkName = (id) => {
    const file = path.relative(root, id).split(path.sep).join('/');
    if (entryChunks.has(file)) return 'entry-client';
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
