// esbuild plugin for the server bundle: an area's index file may give a page as a loader of its
// own browser chunk, `() => import('./X').then((m) => m.Page)` (src/pages/types.ts). The V8
// render is synchronous and has no module loader, so here each `import('./X')` of an area's
// index becomes a static import wrapped in an already-resolved thenable
// (src/pages/eagerImport.ts): the server registry reads the page at once, and the server bundle
// keeps every page eagerly, as before. The browser build is untouched (its import()s split).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const sep = String.raw`[/\\]`;
/** `src/areas/<Area>/index.ts`: where an area declares its pages. */
export const AREA_INDEX = new RegExp(`${sep}src${sep}areas${sep}[^/\\\\]+${sep}index\\.tsx?$`);

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * The source with every relative `import('…')` made eager, or null when it has none.
 * `eagerModule`: the specifier of src/pages/eagerImport.ts. Exported for the unit test.
 */
export function makeImportsEager(source, eagerModule) {
  const names = new Map();
  const out = source.replace(DYNAMIC_IMPORT, (_whole, _q, spec) => {
    if (!names.has(spec)) names.set(spec, `__eagerPage${names.size}`);
    return `__eagerImport(${names.get(spec)})`;
  });
  if (names.size === 0) return null;
  const head = [`import { eagerImport as __eagerImport } from ${JSON.stringify(eagerModule)};`];
  for (const [spec, name] of names) head.push(`import * as ${name} from ${JSON.stringify(spec)};`);
  return `${head.join('\n')}\n${out}`;
}

export function eagerAreaPages(root) {
  const eagerModule = path.join(root, 'src', 'pages', 'eagerImport.ts').split(path.sep).join('/');
  return {
    name: 'eager-area-pages',
    setup(build) {
      build.onLoad({ filter: AREA_INDEX }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const contents = makeImportsEager(source, eagerModule);
        return contents === null ? undefined : { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
