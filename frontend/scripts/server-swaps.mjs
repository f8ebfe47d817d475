// esbuild plugin for the server bundle: library modules swapped for lean versions that give
// the same HTML (the browser bundle keeps the originals). Each lean module says why:
//   Babel's object-spread helper                 → src/server/objectSpread2.ts
//   antd's token hook                            → src/server/antdUseToken.ts
//   antd's style hooks                           → src/server/antdStyleHooks.ts
//   cssinjs's style registration                 → src/server/noStyleRegister.ts
//   rc-util's merge, for antd's ConfigProvider   → src/server/sharedMerge.ts
// and, through cjs-named-exports.mjs, React's `createElement` → src/server/createElement.ts.
// The work they skip serves CSS the server never emits or is the same for a whole render.
import path from 'node:path';

/** Library module (under node_modules) → our module taking its place. */
export const SWAPPED_MODULES = [
  ['antd/es/theme/useToken.js', 'server/antdUseToken.ts'],
  ['antd/es/theme/util/genStyleUtils.js', 'server/antdStyleHooks.ts'],
  ['@ant-design/cssinjs/es/hooks/useStyleRegister.js', 'server/noStyleRegister.ts'],
];

/** Library module → (package import it makes → our module), for that one importer only. */
export const SWAPPED_IMPORTS = [['antd/es/config-provider/index.js', 'rc-util/es/utils/set', 'server/sharedMerge.ts']];

/** For cjsNamedExports: React's exports built by our modules instead. */
export const SERVER_REACT = (root) => ({ react: { createElement: path.join(root, 'src/server/createElement.ts') } });

export function serverSwaps(root) {
  const swaps = new Map(SWAPPED_MODULES.map(([lib, ours]) => [path.join(root, 'node_modules', lib), path.join(root, 'src', ours)]));
  const scoped = SWAPPED_IMPORTS.map(([importer, specifier, ours]) => ({
    importer: path.join(root, 'node_modules', importer),
    specifier,
    ours: path.join(root, 'src', ours),
  }));
  const objectSpread2 = path.join(root, 'src/server/objectSpread2.ts');
  return {
    name: 'server-swaps',
    setup(build) {
      build.onResolve({ filter: /^@babel\/runtime\/helpers\/esm\/objectSpread2$/ }, () => ({ path: objectSpread2 }));
      // Libraries reach the swapped modules by relative imports; our modules import the
      // originals by package path, which this does not touch.
      build.onResolve({ filter: /^\.\.?\/.*(useToken|genStyleUtils|useStyleRegister)$/ }, (args) => {
        const ours = swaps.get(`${path.resolve(args.resolveDir, args.path)}.js`);
        return ours ? { path: ours } : undefined;
      });
      for (const { importer, specifier, ours } of scoped) {
        const filter = new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`);
        build.onResolve({ filter }, (args) => (args.importer === importer ? { path: ours } : undefined));
      }
    },
  };
}
