// esbuild's `__toESM` once per CommonJS module, not once per import (issue 37: a phone's CPU).
//
// Every ES module that imports a CommonJS package (react, react-dom, scheduler, …) gets its own
// `__toESM(require_x())`: a fresh object with one getter defined for each export. With a few
// hundred modules importing React that is thousands of `defineProperty` calls while the scripts
// are evaluated, before hydration can start: ~130 ms of a list page's warm load at 4× CPU
// (`__copyProps` was the costliest function by self time in a DevTools profile; docs/performance.md).
// The wrapper only forwards, through getters, to the module's own exports, so one per module (and
// per interop mode) serves every importer — as an ES module's namespace is one object per module.
// A module whose exports grew since its wrapper was made (a `require` cycle hands out exports still
// being filled) gets a new wrapper: the count of its own property names is part of the memo.
//
// A Rollup plugin for scripts/merge-chunks.mjs: the helper is in one of esbuild's output chunks,
// found by shape (an arrow `(mod, isNodeMode, target) => …` that tests `__esModule` and defines
// `"default"`); the build fails if no module or more than one defines it, so an esbuild that
// writes it differently is noticed instead of silently costing the time again.
import * as esbuild from 'esbuild';

/** The code that wraps the helper: `ORG_MEMO_TO_ESM(toESM)` returns the memoized helper. */
export const MEMO_SOURCE = `var ORG_MEMO_TO_ESM = (toESM) => {
  const plain = new WeakMap(), node = new WeakMap();
  return (mod, isNodeMode, target) => {
    if (mod == null || (typeof mod !== 'object' && typeof mod !== 'function')) return toESM(mod, isNodeMode, target);
    const memo = isNodeMode ? node : plain;
    const keys = Object.getOwnPropertyNames(mod).length;
    const hit = memo.get(mod);
    if (hit !== undefined && hit.keys === keys) return hit.ns;
    const ns = toESM(mod, isNodeMode, target);
    memo.set(mod, { ns, keys });
    return ns;
  };
};`;

/** Whether an AST node is esbuild's `__toESM` arrow (by shape: its source text is checked too). */
function isToESM(init, code) {
  if (init?.type !== 'ArrowFunctionExpression' || init.params.length !== 3) return false;
  const text = code.slice(init.start, init.end);
  return text.includes('.__esModule') && text.includes('"default"') && text.includes('enumerable');
}

/** The `var` declarations among `ast.body`'s statements that define the helper: [{ name, end }]. */
export function toESMDefinitions(ast, code) {
  const found = [];
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations) {
      if (d.id.type === 'Identifier' && isToESM(d.init, code)) found.push({ name: d.id.name, end: statement.end });
    }
  }
  return found;
}

/** The Rollup plugin: rewrites the one module that defines `__toESM` to memoize it. */
export function esmInteropMemo() {
  let patched = 0;
  // The rest of the file is minified by esbuild before Rollup sees it; this is added after.
  const memo = esbuild.transformSync(MEMO_SOURCE, { minify: true }).code.trim();
  return {
    name: 'esm-interop-memo',
    buildStart() {
      patched = 0;
    },
    transform(code) {
      // Cheap test first: only esbuild's runtime chunk has all three.
      if (!code.includes('__esModule') || !code.includes('"default"') || !code.includes('getOwnPropertyNames')) return null;
      const definitions = toESMDefinitions(this.parse(code), code);
      if (definitions.length === 0) return null;
      patched += definitions.length;
      let out = code;
      // From the last, so earlier offsets stay valid.
      for (const { name, end } of [...definitions].sort((a, b) => b.end - a.end)) {
        out = `${out.slice(0, end)}\n${name} = ORG_MEMO_TO_ESM(${name});${out.slice(end)}`;
      }
      return { code: `${memo}\n${out}`, map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (patched !== 1) this.error(`esm-interop-memo: expected esbuild's __toESM defined once, found ${patched} (has esbuild changed how it writes it?)`);
    },
  };
}
