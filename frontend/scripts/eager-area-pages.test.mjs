import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { AREA_INDEX, eagerAreaPages, makeImportsEager } from './eager-area-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(tmpdir(), 'eager-area-pages-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('eagerAreaPages', () => {
  it("turns each relative import() of an area's index into one static import", () => {
    const out = makeImportsEager("export const pages = {\n  a: () => import('./A').then((m) => m.A),\n  b: () => import(\"./A\").then((m) => m.B),\n  c: () => import('./C'),\n};\n", '/x/eagerImport.ts');
    expect(out).toBe(
      [
        'import { eagerImport as __eagerImport } from "/x/eagerImport.ts";',
        'import * as __eagerPage0 from "./A";',
        'import * as __eagerPage1 from "./C";',
        'export const pages = {',
        '  a: () => __eagerImport(__eagerPage0).then((m) => m.A),',
        '  b: () => __eagerImport(__eagerPage0).then((m) => m.B),',
        '  c: () => __eagerImport(__eagerPage1),',
        '};',
        '',
      ].join('\n'),
    );
    expect(makeImportsEager("import { A } from './A';\nexport const pages = { a: A };\n", '/x/e.ts')).toBeNull();
  });

  it('applies to area index files only', () => {
    expect(AREA_INDEX.test('/w/frontend/src/areas/SJ/index.ts')).toBe(true);
    expect(AREA_INDEX.test('/w/frontend/src/areas/SJ/ProjectListPages.tsx')).toBe(false);
    expect(AREA_INDEX.test('/w/frontend/src/components/kit/index.ts')).toBe(false);
  });

  it('gives the server bundle its pages synchronously, in one file', async () => {
    const area = path.join(tmp, 'src', 'areas', 'Demo');
    mkdirSync(area, { recursive: true });
    writeFileSync(path.join(area, 'Page.ts'), "export const Page = 'the page';\n");
    writeFileSync(path.join(area, 'index.ts'), "export const pages = { page: () => import('./Page').then((m) => m.Page) };\n");
    const entry = `import { pages } from ${JSON.stringify(path.join(area, 'index.ts'))};
      let seen = 'not yet';
      pages.page().then((p) => { seen = p; });
      globalThis.result = seen;`;
    const result = await esbuild.build({
      stdin: { contents: entry, resolveDir: tmp, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'iife',
      plugins: [eagerAreaPages(ROOT)],
      logLevel: 'silent',
    });
    expect(result.outputFiles).toHaveLength(1);
    const scope = {};
    new Function('globalThis', result.outputFiles[0].text)(scope);
    expect(scope.result).toBe('the page');
  });
});
