import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { antdZeroRuntime, dropStyleFunctions, scanBalanced } from './antd-zero-runtime.mjs';
import { bundleInputs } from './bundle-inputs.mjs';
import { serverPlugins } from './server-plugins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('scanBalanced', () => {
  it('finds the closing bracket and the top-level commas past strings, templates, comments and regexes', () => {
    const src = "f(a, `x${g(')', 1)}y`, /\\)/.test(s) ? ')' : \"(\", /* ) */ [1, 2], // )\n b / 2)";
    const { end, commas } = scanBalanced(src, 1);
    expect(end).toBe(src.length - 1);
    expect(commas.map((i) => src.slice(i + 1, i + 4))).toEqual([' `x', ' /\\', ' /*', ' //']);
  });
});

describe('dropStyleFunctions', () => {
  it('keeps only the component name of each style-hook factory call', () => {
    const src = [
      "const genButtonStyle = token => ({ [token.componentCls]: { color: 'red' } });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], token => [genButtonStyle(token)], prepare);",
      "export default genStyleHooks('Button', token => {\n  return [genButtonStyle(token)];\n}, prepareComponentToken, { unitless: { fontWeight: true } });",
    ].join('\n');
    expect(dropStyleFunctions(src)).toBe(
      [
        "const genButtonStyle = token => ({ [token.componentCls]: { color: 'red' } });",
        "export const Compact = genSubStyleComponent(['Button', 'compact']);",
        "export default genStyleHooks('Button');",
      ].join('\n'),
    );
  });

  it('leaves a module without factory calls alone', () => {
    expect(dropStyleFunctions("export const prepareToken = token => token;\nexport { genStyleHooks } from 'x';")).toBeNull();
  });

  it("cuts every style module of the installed antd into valid JavaScript (a change in antd's output fails here)", { timeout: 60_000 }, () => {
    const es = path.join(ROOT, 'node_modules/antd/es');
    const files = readdirSync(es, { recursive: true }).filter((f) => /(^|\/)style(\/[^/]+)?\.js$/.test(f));
    let cut = 0;
    for (const file of files) {
      const out = dropStyleFunctions(readFileSync(path.join(es, file), 'utf8'));
      if (out === null) continue;
      cut += 1;
      expect(() => esbuild.transformSync(out, { loader: 'js' }), file).not.toThrow();
      for (const call of out.matchAll(/(?<![\w$.])gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/g)) {
        expect(scanBalanced(out, call.index + call[0].length - 1).commas, file).toEqual([]);
      }
    }
    expect(cut).toBeGreaterThan(80);
    expect(dropStyleFunctions(readFileSync(path.join(es, 'button/style/index.js'), 'utf8'))).toContain("genStyleHooks('Button')");
  });
});

describe('the browser build of a component with the plugin', () => {
  const bundle = (plugins) => bundleInputs(ROOT, "import Button from 'antd/es/button'; console.log(Button);", plugins);

  // Bundling antd twice takes seconds on a loaded machine.
  it('has no style functions, no CSS-in-JS engine and no stylis, and is 30 KB smaller', { timeout: 60_000 }, async () => {
    const [full, cut] = await Promise.all([bundle([]), bundle([antdZeroRuntime(ROOT)])]);
    const styleCode = (inputs) => inputs.filter((i) => /stylis|useStyleRegister|useCSSVarRegister|button\/style\/(variant|group)/.test(i));
    expect(styleCode(full.inputs).length).toBeGreaterThan(0);
    expect(styleCode(cut.inputs)).toEqual([]);
    expect(cut.inputs.some((i) => i.endsWith('src/app/zeroRuntimeStyleUtils.ts'))).toBe(true);
    // Button's own style functions, cssinjs's registers and stylis: 45 KB minified with antd 6.6.8.
    expect(full.size - cut.size).toBeGreaterThan(30_000);
  });
});

describe('the server build of a component', () => {
  // The server bundle's own plugins (scripts/server-plugins.mjs): a render there ran the engine
  // for class names that never change, 3–11 % of a page's render.
  it('runs no CSS-in-JS engine either: its style hooks are the zero-runtime stand-ins', { timeout: 60_000 }, async () => {
    const server = await bundleInputs(ROOT, "import Button from 'antd/es/button'; console.log(Button);", serverPlugins(ROOT));
    expect(server.inputs.filter((i) => /stylis|useStyleRegister|useCSSVarRegister|button\/style\/(variant|group)/.test(i))).toEqual([]);
    expect(server.inputs.some((i) => i.endsWith('src/app/zeroRuntimeStyleUtils.ts'))).toBe(true);
  });
});
