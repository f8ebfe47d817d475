import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { antdConfigMemo, applyEdits } from './antd-config-memo.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('antdConfigMemo', () => {
  it('fails the build when antd no longer has the code it wraps, or has it twice', () => {
    expect(() => applyEdits('const a = 1;', [['const b', 'x']], 'index.js')).toThrow(/index.js no longer has exactly one "const b"/);
    expect(() => applyEdits('f(); f();', [['f()', 'g()']], 'index.js')).toThrow(/exactly one/);
    expect(applyEdits('f(); h();', [['f()', 'g()']], 'index.js')).toBe('g(); h();');
  });

  it("wraps the installed antd's three ConfigProvider computations", { timeout: 60_000 }, async () => {
    const result = await esbuild.build({
      stdin: { contents: "import { ConfigProvider } from 'antd'; console.log(ConfigProvider);", resolveDir: ROOT, loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
      absWorkingDir: ROOT,
      logLevel: 'silent',
      plugins: [antdConfigMemo(ROOT)],
    });
    const out = result.outputFiles[0].text;
    for (const name of ['mergedThemeOf', 'designTokenOf', 'validateMessagesOf']) expect(out.match(new RegExp(`${name}\\(`, 'g'))?.length, name).toBe(2);
  });
});
