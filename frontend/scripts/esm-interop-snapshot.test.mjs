import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { snapshotServerInterop, staleSnapshots } from './esm-interop-snapshot.mjs';

// CommonJS modules of every kind the server bundle imports, read by ES modules, bundled as
// build.mjs bundles the server (one minified IIFE named SSR).
const FILES = {
  'values.cjs': 'exports.a = 1; exports.fn = function () { return 2; };',
  // TypeScript's and Babel's output: declared undefined, assigned after an importer ran (a cycle).
  'cycle.cjs': "exports.early = 1; exports.late = void 0; require('./during.mjs'); exports.late = 2;",
  'during.mjs': "import * as c from './cycle.cjs'; export const seen = c;",
  'accessor.cjs': "let n = 1; Object.defineProperty(exports, 'counter', { enumerable: true, get: () => n }); exports.bump = () => { n += 1; };",
  'esm.cjs': "Object.defineProperty(exports, '__esModule', { value: true }); exports.default = 'd'; exports.x = 1;",
  'fn.cjs': 'module.exports = function named() { return 4; }; module.exports.extra = 3;',
  'reassigned.cjs': "exports.mode = 'a'; exports.flip = () => { exports.mode = 'b'; };",
  'entry.mjs': [
    "import * as v from './values.cjs'; import * as c from './cycle.cjs'; import * as a from './accessor.cjs';",
    "import * as e from './esm.cjs'; import def from './esm.cjs'; import * as f from './fn.cjs'; import * as r from './reassigned.cjs';",
    "export { seen } from './during.mjs'; export { v, c, a, e, def, f, r };",
  ].join('\n'),
};

/** The fixture as a minified IIFE, with or without the snapshot; its exports and the audit. */
async function loaded({ snapshot }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'esm-interop-snapshot-'));
  try {
    for (const [name, text] of Object.entries(FILES)) await writeFile(path.join(dir, name), text);
    const result = await esbuild.build({
      entryPoints: [path.join(dir, 'entry.mjs')],
      bundle: true,
      format: 'iife',
      globalName: 'SSR',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].text;
    const audit = [];
    const context = vm.createContext({ ORG_INTEROP_AUDIT: audit });
    vm.runInContext(`${snapshot ? snapshotServerInterop(code) : code};\nglobalThis.__SSR__ = SSR;`, context);
    return { ssr: context.__SSR__, audit };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What an importer can see of a namespace: prototype, own keys in order, enumerability, values
 * (objects and functions by kind: each load is its own realm). */
function seen(ns) {
  const value = (v) => (v !== null && (typeof v === 'object' || typeof v === 'function') ? typeof v : v);
  return {
    proto: typeof Object.getPrototypeOf(ns),
    keys: Object.getOwnPropertyNames(ns).map((k) => [k, Object.getOwnPropertyDescriptor(ns, k).enumerable, value(ns[k])]),
  };
}

describe('esbuild’s __toESM in the server bundle, copying values', () => {
  it('shows every importer what esbuild’s getters show', { timeout: 60_000 }, async () => {
    const plain = (await loaded({ snapshot: false })).ssr;
    const snap = (await loaded({ snapshot: true })).ssr;
    for (const name of ['v', 'c', 'a', 'e', 'f', 'r', 'seen']) expect(seen(snap[name]), name).toEqual(seen(plain[name]));
    // A .mjs importer is in Node's mode: its default import is the whole module.exports.
    expect(seen(snap.def)).toEqual(seen(plain.def));
    expect(snap.def.default).toBe('d');
    expect(snap.f.default()).toBe(4);
  });

  it('copies an export that has a value as a data property, so reading it calls nothing', { timeout: 60_000 }, async () => {
    const { ssr } = await loaded({ snapshot: true });
    expect(Object.getOwnPropertyDescriptor(ssr.v, 'a')).toEqual({ value: 1, writable: false, enumerable: true, configurable: false });
    expect('value' in Object.getOwnPropertyDescriptor(ssr.v, 'fn')).toBe(true);
    const plain = (await loaded({ snapshot: false })).ssr;
    expect('get' in Object.getOwnPropertyDescriptor(plain.v, 'a')).toBe(true);
  });

  it('keeps reading live an export that was undefined when imported (a cycle) or is an accessor', { timeout: 60_000 }, async () => {
    const { ssr } = await loaded({ snapshot: true });
    expect(ssr.seen.late).toBe(2);
    expect('get' in Object.getOwnPropertyDescriptor(ssr.seen, 'late')).toBe(true);
    expect(ssr.a.counter).toBe(1);
    ssr.a.bump();
    expect(ssr.a.counter).toBe(2);
  });

  it('finds a copied export that its module reassigned later (what the build’s check looks for)', { timeout: 60_000 }, async () => {
    const { ssr, audit } = await loaded({ snapshot: true });
    expect(audit.length).toBeGreaterThan(0);
    expect(staleSnapshots(audit)).toEqual([]);
    ssr.r.flip();
    expect(staleSnapshots(audit)).toEqual(['mode']);
  });

  it('fails the build when the bundle does not define esbuild’s helper once', () => {
    expect(() => snapshotServerInterop('var SSR=(()=>{return {render(){return ""}}})();')).toThrow(/expected esbuild's __toESM defined once in the server bundle, found 0/);
  });
});
