import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInputs } from './bundle-inputs.mjs';
import { uniqueTooltipStub } from './unique-tooltip-stub.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const inputsOf = async (source, plugins) => (await bundleInputs(ROOT, source, plugins)).inputs;

describe('uniqueTooltipStub', () => {
  // Bundling antd takes seconds on a loaded machine.
  it("keeps @rc-component/trigger out of a bundle with only antd's ConfigProvider", { timeout: 60_000 }, async () => {
    const source = "import ConfigProvider from 'antd/es/config-provider'; console.log(ConfigProvider);";
    const trigger = (inputs) => inputs.filter((i) => i.includes('@rc-component/trigger'));
    expect(trigger(await inputsOf(source, []))).not.toEqual([]);
    expect(trigger(await inputsOf(source, [uniqueTooltipStub()]))).toEqual([]);
  });

  it("leaves the tooltip's own import alone", { timeout: 60_000 }, async () => {
    const inputs = await inputsOf("import Tooltip from 'antd/es/tooltip'; console.log(Tooltip);", [uniqueTooltipStub()]);
    expect(inputs.some((i) => i.includes('antd/es/tooltip/UniqueProvider'))).toBe(true);
  });
});
