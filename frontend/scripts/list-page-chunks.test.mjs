import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { browserPlugins } from './browser-plugins.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A list page's table next to another page with a Form, a Tree, a Dropdown and a Tooltip, split
// as build.mjs splits (a module goes whole into one chunk, with what any page uses of it). What
// the list page's entry loads up front must hold neither the tree nor the form engine, nor the
// popup trigger and rc-menu: a list page draws no tree, has no form, and opens no popup before
// it is interactive, and downloaded all of them (docs/performance.md, 2026-12-06 "bytes" and
// 2026-12-07 "overlays on demand").
const PAGES = {
  list: "import { ListTable } from './src/components/kit/ListTable'; console.log(ListTable);",
  other: "import Form from 'antd/es/form'; import Tree from 'antd/es/tree'; import Dropdown from 'antd/es/dropdown'; import Tooltip from 'antd/es/tooltip'; console.log(Form, Tree, Dropdown, Tooltip);",
};
const NEVER_ON_A_LIST_PAGE = [/@rc-component\/tree\/es\/Tree\.js$/, /@rc-component\/tree\/es\/TreeNode\.js$/, /antd\/es\/tree\//, /@rc-component\/form\/es\/hooks\/useForm\.js$/, /@rc-component\/form\/es\/Field\.js$/, /@rc-component\/trigger\/es\/index\.js$/, /@rc-component\/menu\/es\/Menu\.js$/];

const pagesPlugin = {
  name: 'pages',
  setup(build) {
    build.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path.slice('page:'.length), namespace: 'page' }));
    build.onLoad({ filter: /.*/, namespace: 'page' }, (args) => ({ contents: PAGES[args.path], resolveDir: ROOT, loader: 'tsx' }));
  },
};

/** The modules that left code in what the list page loads before it runs (its static closure). */
async function listPageModules(plugins) {
  const { metafile } = await esbuild.build({
    entryPoints: { list: 'page:list', other: 'page:other' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: path.join(ROOT, 'node_modules', '.cache', 'list-page-chunks'),
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: ROOT,
    logLevel: 'silent',
    plugins: [pagesPlugin, ...plugins],
  });
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'page:list');
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') walk(i.path);
  };
  walk(entry);
  return [...seen].flatMap((f) => Object.entries(outputs[f].inputs).filter(([, i]) => i.bytesInOutput > 0).map(([name]) => name));
}

const offending = (modules) => modules.filter((m) => NEVER_ON_A_LIST_PAGE.some((re) => re.test(m)));

// Bundling antd twice takes a while on a loaded machine.
describe("a list page's chunks", () => {
  it('hold no tree, no form engine, no popup trigger and no menu when built with the browser build’s plugins', { timeout: 180_000 }, async () => {
    expect(offending(await listPageModules(browserPlugins(ROOT)))).toEqual([]);
  });

  it('would hold them without the plugins that keep them out (the test can fail)', { timeout: 180_000 }, async () => {
    const without = browserPlugins(ROOT).filter((p) => !['unused-option-stubs', 'form-context-import', 'table-selection-import', 'sorter-tooltip'].includes(p.name));
    const found = offending(await listPageModules(without));
    expect(found.some((m) => m.includes('@rc-component/tree/es/Tree.js'))).toBe(true);
    expect(found.some((m) => m.includes('@rc-component/form/es/hooks/useForm.js'))).toBe(true);
    expect(found.some((m) => m.includes('@rc-component/trigger/es/index.js'))).toBe(true);
    expect(found.some((m) => m.includes('@rc-component/menu/es/Menu.js'))).toBe(true);
  });
});
