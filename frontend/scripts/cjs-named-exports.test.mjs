import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cjsNamedExports, exportNames, shimSource } from './cjs-named-exports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('cjs-named-exports', () => {
  it('gives a shim the default export and one binding per identifier name', () => {
    const source = shimSource('react', ['useState', 'default', '__SECRET_X', 'not-an-identifier']);
    expect(source).toContain("import cjs from \"react\";");
    expect(source).toContain('export default cjs;');
    expect(source).toContain('export const { useState, __SECRET_X } = cjs;');
  });

  it("reads React's and the JSX runtime's export names as the production bundle loads them", () => {
    expect(exportNames(root, 'react', 'production')).toEqual(expect.arrayContaining(['useState', 'createElement', 'Children', 'Fragment']));
    expect(exportNames(root, 'react/jsx-runtime', 'production')).toEqual(expect.arrayContaining(['jsx', 'jsxs', 'Fragment']));
  });

  it("bundles React's own functions as plain bindings, without the getter wrapper", async () => {
    const result = await esbuild.build({
      stdin: {
        contents: [
          "import React, { useState } from 'react';",
          "import * as All from 'react';",
          "import { jsx } from 'react/jsx-runtime';",
          "import { renderToString } from 'react-dom/server';",
          "export const ok = useState === React.useState && All.createElement === React.createElement && typeof jsx === 'function';",
          "export const html = renderToString(jsx('b', { children: 'hi' }));",
        ].join('\n'),
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'OUT',
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [cjsNamedExports(root, 'production')],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0].text;
    const out = vm.runInNewContext(`${code};OUT`, { TextEncoder, console });
    expect(out.ok).toBe(true);
    expect(out.html).toBe('<b>hi</b>');
    // React is reached as one object read once, not through a getter per export.
    expect(code).not.toMatch(/import_react\d*\.useState/);
  });
});
