// esbuild plugin for the browser build: antd components that import a whole other component
// for an option we never use get a stand-in for that one import, which fails loudly if the
// option is ever used (the hydration test renders every route, so it would show there). The
// components themselves, imported by our code, stay real. The server bundle keeps antd as
// published.
// - ConfigProvider imports the tooltip's UniqueProvider (with it @rc-component/trigger, 19.8 KB
//   minified) for `tooltip.unique`, which we never set (src/app/Root.tsx): every page — the login
//   page too, which has no popup at all — downloaded it up front.
// - Card imports Tabs (@rc-component/tabs and antd's tabs, 22 KB minified) for `tabList`, which
//   no page uses: every list page (the kit's ListPage is a Card) downloaded it.
// - Table's column filter dropdown imports Tree (antd's and @rc-component/tree, ~30 KB minified)
//   for `filterMode: 'tree'`; no column of ours has filters at all, so every list page downloaded
//   a tree it never draws (with scripts/table-selection-import.mjs, which keeps row selection's
//   helpers from @rc-component/tree without the tree).
const sep = String.raw`[/\\]`;
const antdModule = (dir, file) => new RegExp(`${sep}antd${sep}es${sep}${dir}${sep}${file}\\.js$`);

/** Importer, the import it makes, and what the stand-in says when rendered. */
export const STUBS = [
  {
    name: 'config-provider-unique-tooltip',
    importer: antdModule('config-provider', 'index'),
    spec: /^\.\.\/tooltip\/UniqueProvider$/,
    message: "ConfigProvider's tooltip.unique is left out of the browser build (scripts/unused-option-stubs.mjs)",
  },
  {
    name: 'card-tabs',
    importer: antdModule('card', 'Card'),
    spec: /^\.\.\/tabs$/,
    message: "Card's tabList is left out of the browser build (scripts/unused-option-stubs.mjs): use Tabs directly",
  },
  {
    name: 'table-filter-tree',
    importer: antdModule(String.raw`table${sep}hooks${sep}useFilter`, 'FilterDropdown'),
    spec: /^\.\.\/\.\.\/\.\.\/tree$/,
    message: "Table's filterMode 'tree' is left out of the browser build (scripts/unused-option-stubs.mjs)",
  },
];

export const stubSource = (message) => `export default function UnusedOption() {
  throw new Error(${JSON.stringify(message)});
}
`;

export function unusedOptionStubs() {
  return {
    name: 'unused-option-stubs',
    setup(build) {
      for (const stub of STUBS) {
        build.onResolve({ filter: stub.spec }, (args) => (stub.importer.test(args.importer) ? { path: stub.name, namespace: 'unused-option-stub' } : undefined));
      }
      build.onLoad({ filter: /.*/, namespace: 'unused-option-stub' }, (args) => ({ contents: stubSource(STUBS.find((s) => s.name === args.path).message), loader: 'js' }));
    },
  };
}
