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
// - Table imports its column filter dropdown (with Tree for `filterMode: 'tree'`, and a filter
//   search that brings antd's whole Input module: TextArea, OTP, Password) for columns with
//   `filters` or `filterDropdown`; no column of ours has filters at all (the filter bar above the
//   table filters), so every list page downloaded a dropdown it never draws. The row selection's
//   helpers from @rc-component/tree stay, without the tree: scripts/table-selection-import.mjs.
// - Table imports its virtual table for `virtual`; no table of ours is (a page shows 10 rows).
//   With scripts/rc-table-index.mjs, which keeps @rc-component/table's virtual table out too.
// - Pagination imports Select (with @rc-component/select and its virtual list, ~40 KB minified)
//   for its page size changer; the console's page size is fixed (spec: 10 rows), so every pager
//   says `showSizeChanger: false` (src/app/antdConfig.ts, for the tables that set nothing). The
//   filter bar's choice filters fetch Select when they go live (FilterBar.tsx).
// - Table's row selection imports Dropdown (with rc-menu and the trigger) for
//   `rowSelection.selections`, Breadcrumb's items for an item's `menu`, Avatar's index Avatar.Group
//   (with Popover), and a circle Progress a Tooltip for circles of 20 px or less: none of which
//   the console uses, while a list page loaded all of them before it was interactive. The navbar's
//   own menus and the tooltips fetch that code once the page is interactive (components/onDemand).
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
    name: 'table-filter-dropdown',
    importer: antdModule(String.raw`table${sep}hooks${sep}useFilter`, 'index'),
    spec: /^\.\/FilterDropdown$/,
    message: "Table's column filters are left out of the browser build (scripts/unused-option-stubs.mjs): filter in the list's FilterBar",
    // useFilter calls it only for a column with `filters`.
    named: ['flattenKeys'],
  },
  {
    name: 'table-virtual',
    importer: antdModule('table', 'InternalTable'),
    spec: /^\.\/RcTable\/VirtualTable$/,
    message: "Table's `virtual` is left out of the browser build (scripts/unused-option-stubs.mjs, scripts/rc-table-index.mjs): a page shows 10 rows",
  },
  {
    name: 'table-selection-menu',
    importer: antdModule(String.raw`table${sep}hooks`, 'useSelection'),
    spec: /^\.\.\/\.\.\/dropdown$/,
    message: "Table's rowSelection.selections is left out of the browser build (scripts/unused-option-stubs.mjs)",
  },
  {
    name: 'breadcrumb-item-menu',
    importer: antdModule('breadcrumb', 'BreadcrumbItem'),
    spec: /^\.\.\/dropdown\/dropdown$/,
    message: "A breadcrumb item's `menu` is left out of the browser build (scripts/unused-option-stubs.mjs)",
  },
  {
    name: 'avatar-group',
    importer: antdModule('avatar', 'index'),
    spec: /^\.\/AvatarGroup$/,
    message: 'Avatar.Group is left out of the browser build (scripts/unused-option-stubs.mjs)',
  },
  {
    name: 'progress-small-circle-tooltip',
    importer: antdModule('progress', 'Circle'),
    spec: /^\.\.\/tooltip$/,
    message: "A circle Progress of 20 px or less (its tooltip) is left out of the browser build (scripts/unused-option-stubs.mjs)",
  },
  {
    name: 'pagination-size-changer',
    importer: antdModule('pagination', 'Pagination'),
    spec: /^\.\.\/select$/,
    message: "Pagination's size changer is left out of the browser build (scripts/unused-option-stubs.mjs): the page size is fixed",
  },
];

export const stubSource = (message, named = []) => {
  const thrower = (name) => `export ${name === 'default' ? 'default function UnusedOption' : `function ${name}`}() {
  throw new Error(${JSON.stringify(message)});
}
`;
  return ['default', ...named].map(thrower).join('');
};

const stubFor = (name) => {
  const stub = STUBS.find((s) => s.name === name);
  return stubSource(stub.message, stub.named);
};

export function unusedOptionStubs() {
  return {
    name: 'unused-option-stubs',
    setup(build) {
      for (const stub of STUBS) {
        build.onResolve({ filter: stub.spec }, (args) => (stub.importer.test(args.importer) ? { path: stub.name, namespace: 'unused-option-stub' } : undefined));
      }
      build.onLoad({ filter: /.*/, namespace: 'unused-option-stub' }, (args) => ({ contents: stubFor(args.path), loader: 'js' }));
    },
  };
}
