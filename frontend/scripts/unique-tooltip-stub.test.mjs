import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { uniqueTooltipStub } from './unique-tooltip-stub.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Inputs that left code in a minified bundle of `source`. */
async function inputsOf(source, plugins) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: ROOT,
    logLevel: 'silent',
    plugins,
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([name]) => name);
}

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
