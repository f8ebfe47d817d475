// esbuild plugin for the browser build: @rc-component/tree's modules marked free of side effects
// (its package.json does not say so; they only declare components and helpers). antd's Table
// takes four helpers for row selection (`arrAdd`, `conductCheck`, …) from the package's index,
// and that index imports the Tree component, so every list page downloaded the whole tree
// (~35 KB minified) to check boxes. Marked, esbuild keeps only the modules whose exports are
// used: the helpers for a table, everything for a page that draws a Tree.
import { resolveSideEffectFree } from './side-effect-free.mjs';

const PACKAGE = /[/\\]node_modules[/\\]@rc-component[/\\]tree[/\\]/;

/** Whether an import (its specifier and importer) lands in @rc-component/tree. */
export function isRcTreeImport(spec, importer) {
  return spec === '@rc-component/tree' || spec.startsWith('@rc-component/tree/') || (spec.startsWith('.') && PACKAGE.test(importer));
}

export function rcTreeSideEffectFree() {
  return {
    name: 'rc-tree-side-effect-free',
    setup(build) {
      build.onResolve({ filter: /^(@rc-component\/tree(\/.*)?|\..*)$/ }, (args) =>
        isRcTreeImport(args.path, args.importer) ? resolveSideEffectFree(build, args, 'rcTreeSideEffectFree') : undefined,
      );
    },
  };
}
