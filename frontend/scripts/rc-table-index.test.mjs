import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from './bundle-inputs.mjs';
import { indexFile, missingExports, rcTableIndex } from './rc-table-index.mjs';
import { tableSelectionImport } from './table-selection-import.mjs';
import { unusedOptionStubs } from './unused-option-stubs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const virtualList = (inputs) => inputs.filter((i) => i.includes('@rc-component/virtual-list') || i.includes('@rc-component/table/es/VirtualTable'));

// Bundling antd takes seconds on a loaded machine.
describe('rcTableIndex', () => {
  it("keeps the virtual table and @rc-component/virtual-list out of a bundle with only antd's Table", { timeout: 60_000 }, async () => {
    const source = "import Table from 'antd/es/table'; console.log(Table);";
    // Row selection's tree helpers without the tree (its list is virtual too): table-selection-import.
    const others = () => [unusedOptionStubs(), tableSelectionImport()];
    expect(virtualList((await bundleInputs(ROOT, source, others())).inputs)).not.toEqual([]);
    expect(virtualList((await bundleInputs(ROOT, source, [...others(), rcTableIndex(ROOT)])).inputs)).toEqual([]);
  });

  it("gives everything the installed index exports but the virtual table, and names what an upgrade adds", () => {
    const index = readFileSync(indexFile(ROOT), 'utf8');
    expect(missingExports(index)).toEqual([]);
    expect(missingExports(`${index}\nexport { StickyTable };`)).toEqual(['StickyTable']);
  });
});
