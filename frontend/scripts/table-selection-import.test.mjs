import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FROM, narrowSelectionImport } from './table-selection-import.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USE_SELECTION = path.join(ROOT, 'node_modules', 'antd', 'es', 'table', 'hooks', 'useSelection.js');

describe('tableSelectionImport', () => {
  it("takes row selection's tree helpers from modules that import no tree component", () => {
    const narrowed = narrowSelectionImport(readFileSync(USE_SELECTION, 'utf8'), USE_SELECTION);
    expect(narrowed).not.toContain(FROM);
    expect(narrowed).toContain("from '@rc-component/tree/es/utils/conductUtil'");
    expect(narrowed).toContain('tree-selection-helpers.js');
    expect(narrowed).not.toMatch(/from '@rc-component\/tree'/);
  });

  it("fails loudly when antd's import changes", () => {
    expect(() => narrowSelectionImport("import { arrAdd } from '@rc-component/tree';", USE_SELECTION)).toThrow(/no longer has/);
  });
});
