import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { CLASS_LIST_MODULES, rewriteClassLists } from './clsx-pairs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPER = '/h.ts';
const body = (out) => out.slice(out.indexOf('\n') + 1);

describe('rewriteClassLists', () => {
  it("passes a clsx call's object literal as key, value pairs, keys as the literal names them", () => {
    const src = "import { clsx } from 'clsx';\nconst c = clsx(p, { [`${p}-lg`]: size === 'large', block, 'x-y': 1, z: ok }, rest);";
    const out = rewriteClassLists(src, HELPER);
    expect(out.split('\n')[0]).toBe(`import { clsxPairs as __orgClsxPairs } from "${HELPER}";`);
    expect(body(out)).toBe("import { clsx } from 'clsx';\nconst c = clsx(p, __orgClsxPairs( `${p}-lg`, size === 'large', \"block\", block, \"x-y\", 1, \"z\", ok ), rest);");
  });

  it('rewrites nested calls and the default import too', () => {
    const src = "import cx from 'clsx';\ncx({ [a]: cx({ [b]: c }) });";
    expect(body(rewriteClassLists(src, HELPER))).toBe("import cx from 'clsx';\ncx(__orgClsxPairs( a, cx(__orgClsxPairs( b, c )) ));");
  });

  it('leaves literals with a spread, a method or an accessor, calls of other functions, and modules without clsx alone', () => {
    expect(rewriteClassLists("import { clsx } from 'clsx';\nclsx({ ...a, [b]: c }); clsx({ m() {} }); clsx({ get g() { return 1; } }); f({ [a]: b });", HELPER)).toBeNull();
    expect(rewriteClassLists("import { other as clsx } from 'clsx';\nclsx({ [a]: b });", HELPER)).toBeNull();
    expect(rewriteClassLists('const clsx = (o) => o;\nclsx({ [a]: b });', HELPER)).toBeNull();
  });

  it('leaves a literal alone when a key is wrapped in parentheses (its brackets are not where the edit expects)', () => {
    expect(rewriteClassLists("import { clsx } from 'clsx';\nclsx({ [(a)]: b });", HELPER)).toBeNull();
  });

  it('rewrites the installed antd and rc-component modules into valid JavaScript (a change in their code fails here)', { timeout: 120_000 }, () => {
    const files = [path.join(ROOT, 'node_modules/antd/es'), ...readdirSync(path.join(ROOT, 'node_modules/@rc-component')).map((p) => path.join(ROOT, 'node_modules/@rc-component', p, 'es'))]
      .flatMap((dir) => readdirSync(dir, { recursive: true }).map((f) => path.join(dir, f)))
      .filter((f) => CLASS_LIST_MODULES.test(f));
    let rewritten = 0;
    for (const file of files) {
      const out = rewriteClassLists(readFileSync(file, 'utf8'), HELPER);
      if (out === null) continue;
      rewritten += 1;
      expect(() => esbuild.transformSync(out, { loader: 'js' }), file).not.toThrow();
    }
    expect(rewritten).toBeGreaterThan(150);
    const button = rewriteClassLists(readFileSync(path.join(ROOT, 'node_modules/antd/es/button/Button.js'), 'utf8'), HELPER);
    expect(button).toContain('__orgClsxPairs(\n    `${prefixCls}-${mergedShape}`, ');
  });
});
