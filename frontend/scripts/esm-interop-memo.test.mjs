import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { esmInteropMemo } from './esm-interop-memo.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { rollup } = createRequire(path.join(ROOT, 'package.json'))('rollup');

// Two pages importing one CommonJS module, and a CommonJS module whose exports are read by an ES
// module while it is still being evaluated (a require cycle), split and minified as build.mjs does,
// then regrouped by Rollup as scripts/merge-chunks.mjs does.
const FILES = {
  'shared.cjs': 'exports.a = 1; exports.b = 2;',
  'cycle.cjs': "exports.early = 1; require('./during.mjs'); exports.late = 2;",
  'during.mjs': "import * as c from './cycle.cjs'; export const seenDuring = c;",
  'one.mjs': "import * as s from './shared.cjs'; import * as c from './cycle.cjs'; export { s, c }; export { seenDuring } from './during.mjs';",
  'two.mjs': "import * as s from './shared.cjs'; export { s };",
};

/** Builds the fixture with or without the plugin; the pages' exports, loaded in this process. */
async function pagesBuilt(plugins) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'esm-interop-memo-'));
  try {
    for (const [name, text] of Object.entries(FILES)) await writeFile(path.join(dir, name), text);
    const split = path.join(dir, 'split');
    await esbuild.build({
      entryPoints: { one: path.join(dir, 'one.mjs'), two: path.join(dir, 'two.mjs') },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: split,
      entryNames: '[name]',
      logLevel: 'silent',
    });
    const bundle = await rollup({ input: { one: path.join(split, 'one.js'), two: path.join(split, 'two.js') }, treeshake: false, plugins });
    const out = path.join(dir, 'out');
    await bundle.write({ dir: out, format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' });
    await bundle.close();
    return {
      one: await import(pathToFileURL(path.join(out, 'one.mjs')).href),
      two: await import(pathToFileURL(path.join(out, 'two.mjs')).href),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('esbuild’s __toESM, memoized in the regrouped build', () => {
  it('hands every importer of a CommonJS module the same wrapper (and does not without the plugin)', { timeout: 60_000 }, async () => {
    const memo = await pagesBuilt([esmInteropMemo()]);
    expect(memo.one.s).toBe(memo.two.s);
    expect({ a: memo.one.s.a, b: memo.one.s.b }).toEqual({ a: 1, b: 2 });
    const plain = await pagesBuilt([]);
    expect(plain.one.s).not.toBe(plain.two.s);
  });

  it('gives a new wrapper when the exports grew since (a require cycle)', { timeout: 60_000 }, async () => {
    const { one } = await pagesBuilt([esmInteropMemo()]);
    expect(one.seenDuring.late).toBeUndefined();
    expect(one.c.early).toBe(1);
    expect(one.c.late).toBe(2);
  });

  it('fails the build when no module defines the helper', async () => {
    const bundle = rollup({
      input: 'entry',
      plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? 'export const x = 1;' : null) }, esmInteropMemo()],
    });
    await expect(bundle).rejects.toThrow(/expected esbuild's __toESM defined once, found 0/);
  });
});
