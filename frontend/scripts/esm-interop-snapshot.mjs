// esbuild's `__toESM` in the server bundle hands out plain values instead of getters (issue 37:
// the server's CPU per page).
//
// Every ES module of the bundle that imports a CommonJS package (react, react-dom, rc-util, …)
// reads it through `__toESM(require_x())`: an object with one getter `() => mod[key]` per export.
// All those getters are one function literal, so V8 gives them one shared inline cache: the
// `mod[key]` inside sees every key of every package and goes megamorphic, and each
// `(0, import_react.useMemo)(…)` of a render is a getter call plus a megamorphic keyed load. In
// `examples/render_bench` that was ~3 % of a list page's render by self time and ~10 % with the
// loads it causes (perf, JIT symbols): plain data properties render the same page 16–18 % faster.
//
// An export is copied as a value when it is a data property with a value; otherwise (an accessor,
// or `undefined`: TypeScript and Babel declare `exports.x = void 0` before assigning it) it keeps
// esbuild's live getter. The one difference from esbuild: an export that had a value when the
// importer was evaluated and is reassigned later would not be seen. No package of the bundle does
// that — `esm-interop-snapshot.test.mjs` renders every route with `ORG_INTEROP_AUDIT` set and
// compares every copied value with its module's afterwards.
//
// Applied to esbuild's output (the helper is one of its runtime functions, not a module a plugin
// could replace): found by shape as scripts/esm-interop-memo.mjs finds it, and the build fails if
// it is not defined exactly once.
import * as esbuild from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { toESMDefinitions } from './esm-interop-memo.mjs';

/**
 * `ORG_SNAPSHOT_TO_ESM(toESM)` returns a `__toESM` with esbuild's semantics (prototype, `default`,
 * enumerability, no setters) whose exports are values where they can be. With
 * `globalThis.ORG_INTEROP_AUDIT` an array when the bundle loads, each namespace is recorded with its
 * module, for the test.
 */
export const SNAPSHOT_SOURCE = `var ORG_SNAPSHOT_TO_ESM = (toESM) => {
  const audit = Array.isArray(globalThis.ORG_INTEROP_AUDIT) ? globalThis.ORG_INTEROP_AUDIT : null;
  return (mod, isNodeMode) => {
    if (mod == null || (typeof mod !== 'object' && typeof mod !== 'function')) return toESM(mod, isNodeMode);
    const ns = Object.create(Object.getPrototypeOf(mod));
    if (isNodeMode || !mod.__esModule) Object.defineProperty(ns, 'default', { value: mod, enumerable: true });
    for (const key of Object.getOwnPropertyNames(mod)) {
      if (Object.prototype.hasOwnProperty.call(ns, key)) continue;
      const d = Object.getOwnPropertyDescriptor(mod, key);
      Object.defineProperty(ns, key, 'value' in d && d.value !== undefined ? { value: d.value, enumerable: d.enumerable } : { get: () => mod[key], enumerable: d.enumerable });
    }
    if (audit) audit.push([ns, mod]);
    return ns;
  };
};`;

/** The statements of esbuild's IIFE (`var SSR = (() => { … })();`), where its helpers are declared. */
function iifeBody(ast) {
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    const init = statement.declarations[0]?.init;
    if (init?.type === 'CallExpression' && init.callee.type === 'ArrowFunctionExpression' && init.callee.body.type === 'BlockStatement') {
      return init.callee.body.body;
    }
  }
  return [];
}

/** The server bundle's code with its `__toESM` made to copy values; throws unless found once. */
export function snapshotServerInterop(code) {
  const definitions = toESMDefinitions({ body: iifeBody(parseAst(code)) }, code);
  if (definitions.length !== 1) {
    throw new Error(`esm-interop-snapshot: expected esbuild's __toESM defined once in the server bundle, found ${definitions.length} (has esbuild changed how it writes it?)`);
  }
  const [{ name, end }] = definitions;
  const helper = esbuild.transformSync(SNAPSHOT_SOURCE, { minify: true }).code.trim();
  return `${code.slice(0, end)}\n${helper}\n${name} = ORG_SNAPSHOT_TO_ESM(${name});${code.slice(end)}`;
}

/**
 * The copied exports that no longer equal their module's (`[[ns, mod], …]` from
 * `ORG_INTEROP_AUDIT`): each as `key`, for an error message. Empty when every snapshot still holds.
 */
export function staleSnapshots(audit) {
  const stale = [];
  for (const [ns, mod] of audit) {
    for (const key of Object.getOwnPropertyNames(ns)) {
      const d = Object.getOwnPropertyDescriptor(ns, key);
      if (key !== 'default' && 'value' in d && !Object.is(d.value, mod[key])) stale.push(key);
    }
  }
  return stale;
}
