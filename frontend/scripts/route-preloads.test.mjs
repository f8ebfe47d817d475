import { describe, expect, it } from 'vitest';
import { pageModuleOf, routePreloads } from './route-preloads.mjs';

/** A metafile of: entry → chunk-A; area index → chunk-B; the list page → chunk-A, chunk-C; shell → chunk-D. */
const meta = {
  outputs: {
    'dist/entry-client-1.js': { entryPoint: 'src/entry-client.tsx', imports: [{ path: 'dist/chunk-A.js', kind: 'import-statement' }, { path: 'dist/chunk-X.js', kind: 'dynamic-import' }] },
    'dist/chunk-A.js': { imports: [] },
    'dist/chunk-X.js': { entryPoint: 'src/areas/Demo/index.ts', imports: [{ path: 'dist/chunk-B.js', kind: 'import-statement' }, { path: 'dist/chunk-L.js', kind: 'dynamic-import' }] },
    'dist/chunk-B.js': { imports: [] },
    'dist/chunk-L.js': { entryPoint: 'src/areas/Demo/ListPages.tsx', imports: [{ path: 'dist/chunk-A.js', kind: 'import-statement' }, { path: 'dist/chunk-C.js', kind: 'import-statement' }] },
    'dist/chunk-C.js': { imports: [] },
    'dist/chunk-S.js': { entryPoint: 'src/layout/shell.ts', imports: [{ path: 'dist/chunk-D.js', kind: 'import-statement' }] },
    'dist/chunk-D.js': { imports: [] },
  },
};
const INDEX = "export const pages = {\n  list: () => import('./ListPages').then((m) => m.ListPage),\n  eager: EagerPage,\n};\n";
const route = (path, name, pub = false) => ({ path, name, area: 'Demo', public: pub });

describe('routePreloads', () => {
  it("finds a page's own module in its area's index", () => {
    expect(pageModuleOf(INDEX, 'list')).toBe('./ListPages');
    expect(pageModuleOf(INDEX, 'eager')).toBeNull();
    expect(pageModuleOf(INDEX, 'lis')).toBeNull();
  });

  it("finds the module of a page given in a pagesIn group of its chunk", () => {
    const grouped = "export const pages = {\n  ...pagesIn(() => import('./ListPages'), { list: 'ListPage', claim: 'ClaimPage' }),\n  ...pagesIn(() => import('./FormPages'), { form: 'FormPage' }),\n};\n";
    expect(pageModuleOf(grouped, 'list')).toBe('./ListPages');
    expect(pageModuleOf(grouped, 'claim')).toBe('./ListPages');
    expect(pageModuleOf(grouped, 'form')).toBe('./FormPages');
    expect(pageModuleOf(grouped, 'lis')).toBeNull();
    expect(pageModuleOf(grouped, 'ListPage')).toBeNull();
  });

  it("finds the page a pageByQuery route shows without its query, the one the menu opens", () => {
    const byQuery = "export const pages = {\n  batch: pageByQuery(\n    'batch',\n    () => import('./StagedPage').then((m) => m.StagedPage),\n    () => import('./UploadPage').then((m) => m.UploadPage),\n  ),\n  other: () => import('./Other'),\n};\n";
    expect(pageModuleOf(byQuery, 'batch')).toBe('./UploadPage');
    expect(pageModuleOf(byQuery, 'other')).toBe('./Other');
    expect(pageModuleOf(byQuery, 'batc')).toBeNull();
  });

  it("lists the area's, the page's and the shell's chunks with their imports, less the entry's", () => {
    const out = routePreloads(meta, [route('/Demo/list', 'list'), route('/Demo/eager', 'eager'), route('/Demo/open', 'eager', true)], () => INDEX);
    expect(out['/Demo/list']).toEqual(['/assets/chunk-B.js', '/assets/chunk-C.js', '/assets/chunk-D.js', '/assets/chunk-L.js', '/assets/chunk-S.js', '/assets/chunk-X.js']);
    expect(out['/Demo/eager']).toEqual(['/assets/chunk-B.js', '/assets/chunk-D.js', '/assets/chunk-S.js', '/assets/chunk-X.js']);
    // A public page has no console layout: no shell.
    expect(out['/Demo/open']).toEqual(['/assets/chunk-B.js', '/assets/chunk-X.js']);
  });
});
