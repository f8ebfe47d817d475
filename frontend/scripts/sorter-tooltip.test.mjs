import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInputs } from './bundle-inputs.mjs';
import { sorterTooltip } from './sorter-tooltip.mjs';
import { unusedOptionStubs } from './unused-option-stubs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The overlays' own module is fetched later (a chunk of its own in the real build). */
const overlaysLater = {
  name: 'overlays-later',
  setup(build) {
    build.onResolve({ filter: /overlayCode$/ }, (args) => ({ path: args.path, external: true }));
  },
};

const TABLE = "import Table from 'antd/es/table'; console.log(Table);";
const tooltipCode = (inputs) => inputs.filter((i) => /antd[/\\]es[/\\]tooltip[/\\]|@rc-component[/\\]trigger[/\\]/.test(i));

// Bundling antd takes seconds on a loaded machine.
describe('sorterTooltip', () => {
  it("gives antd's Table the console's HoverTooltip for its sorter, so the table loads no tooltip code", { timeout: 60_000 }, async () => {
    const inputs = (await bundleInputs(ROOT, TABLE, [unusedOptionStubs(), sorterTooltip(ROOT), overlaysLater])).inputs;
    expect(tooltipCode(inputs)).toEqual([]);
    expect(inputs).toContain('src/components/HoverTooltip.tsx');
  });

  it('would leave the table with antd’s Tooltip and the trigger without it (the test can fail)', { timeout: 60_000 }, async () => {
    const inputs = (await bundleInputs(ROOT, TABLE, [unusedOptionStubs(), overlaysLater])).inputs;
    expect(tooltipCode(inputs)).not.toEqual([]);
    expect(inputs).not.toContain('src/components/HoverTooltip.tsx');
  });
});
