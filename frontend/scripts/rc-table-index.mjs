// esbuild plugin for the browser build: antd's Table takes what it needs of @rc-component/table
// (genTable, Summary, EXPAND_COLUMN, …) from the package's index, and the index also exports the
// virtual table, with @rc-component/virtual-list (~8 KB gzip). The package does not say it is free
// of side effects, so the index brought the virtual table to every list page, although no table of
// ours is `virtual` (a page shows 10 rows). antd's imports of the index get a module with the
// index's other exports, each from its own file; antd's own virtual table is a stand-in
// (scripts/unused-option-stubs.mjs). The build fails if the index starts exporting something this
// module does not (an upgrade of the package): WITHOUT_VIRTUAL must then follow.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const sep = String.raw`[/\\]`;
const ANTD_TABLE = new RegExp(`${sep}antd${sep}es${sep}table${sep}`);

const LEFT_OUT = "Table's `virtual` is left out of the browser build (scripts/rc-table-index.mjs): a page shows 10 rows";

/**
 * The index's exports from the files the index takes them from; the virtual table's are stand-ins
 * that fail loudly when drawn (antd's virtual table is one too, scripts/unused-option-stubs.mjs;
 * these keep a build without that plugin working).
 */
export const WITHOUT_VIRTUAL = `export { EXPAND_COLUMN, INTERNAL_HOOKS } from '@rc-component/table/es/constant';
export { FooterComponents as Summary } from '@rc-component/table/es/Footer';
export { default as Column } from '@rc-component/table/es/sugar/Column';
export { default as ColumnGroup } from '@rc-component/table/es/sugar/ColumnGroup';
export { default, genTable } from '@rc-component/table/es/Table';
export { INTERNAL_COL_DEFINE } from '@rc-component/table/es/utils/legacyUtil';
export { convertChildrenToColumns } from '@rc-component/table/es/hooks/useColumns';
export function VirtualTable() {
  throw new Error(${JSON.stringify(LEFT_OUT)});
}
export function genVirtualTable() {
  return VirtualTable;
}
`;

/** The names a module's `export { … }` and `export function` lines give (and `default`). */
export function exportedNames(source) {
  const names = new Set([...source.matchAll(/export\s+function\s+(\w+)/g)].map((m) => m[1]));
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  if (/export\s+default\b/.test(source)) names.add('default');
  return names;
}

/** What the index `source` exports that WITHOUT_VIRTUAL does not give. */
export function missingExports(source) {
  const ours = exportedNames(WITHOUT_VIRTUAL);
  return [...exportedNames(source)].filter((name) => !ours.has(name));
}

/** Throws unless WITHOUT_VIRTUAL gives every export of the installed index but the virtual table's. */
function checkIndex(root) {
  const missing = missingExports(readFileSync(indexFile(root), 'utf8'));
  if (missing.length) throw new Error(`rc-table-index: @rc-component/table's index now also exports ${missing.join(', ')}; review scripts/rc-table-index.mjs`);
}

export const indexFile = (root) => path.join(root, 'node_modules', '@rc-component', 'table', 'es', 'index.js');

export function rcTableIndex(root) {
  return {
    name: 'rc-table-index',
    setup(build) {
      checkIndex(root);
      build.onResolve({ filter: /^@rc-component\/table$/ }, (args) => (ANTD_TABLE.test(args.importer) ? { path: 'without-virtual', namespace: 'rc-table-index' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'rc-table-index' }, () => ({ contents: WITHOUT_VIRTUAL, loader: 'js', resolveDir: root }));
    },
  };
}
