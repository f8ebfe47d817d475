// The browser build's esbuild plugins, in order (build.mjs), in one place so the tests that check
// what a page downloads (scripts/list-page-chunks.test.mjs) build with exactly these.
import { antdZeroRuntime } from './antd-zero-runtime.mjs';
import { antdConfigMemo } from './antd-config-memo.mjs';
import { clsxPairs } from './clsx-pairs.mjs';
import { deepImports } from './deep-imports.mjs';
import { formContextImport } from './form-context-import.mjs';
import { rcTableIndex } from './rc-table-index.mjs';
import { sorterTooltip } from './sorter-tooltip.mjs';
import { tableSelectionImport } from './table-selection-import.mjs';
import { unusedOptionStubs } from './unused-option-stubs.mjs';

/** `antdStyleCode`: keep antd's style functions (build.mjs --antd-style-code). */
export function browserPlugins(root, { antdStyleCode = false } = {}) {
  return [deepImports(root), unusedOptionStubs(), formContextImport(), tableSelectionImport(), sorterTooltip(root), rcTableIndex(root), ...(antdStyleCode ? [] : [antdZeroRuntime(root)]), antdConfigMemo(root), clsxPairs(root)];
}
