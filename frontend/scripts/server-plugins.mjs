// The server bundle's esbuild plugins, in order (build.mjs), in one place so the tests that check
// what the server bundle runs build with exactly these.
import path from 'node:path';
import { antdZeroRuntime } from './antd-zero-runtime.mjs';
import { antdConfigMemo } from './antd-config-memo.mjs';
import { clsxPairs } from './clsx-pairs.mjs';
import { eagerAreaPages } from './eager-area-pages.mjs';

/**
 * The region data is loaded after hydration (src/lib/regions/load.ts), so the server bundle gets
 * an empty stand-in instead of ~200 KB it would never use.
 */
const serverRegionStub = {
  name: 'server-region-stub',
  setup(build) {
    build.onResolve({ filter: /\/regions\/data$/ }, (args) => ({ path: path.join(args.resolveDir, 'data.ts'), namespace: 'region-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'region-stub' }, () => ({
      contents: 'export const REGION_TREE = []; export const REGION_NAMES = {};',
      loader: 'js',
    }));
  },
};

/**
 * The rich-text editor (Tiptap, ~100 KB gzip) only ever runs in the browser after mounting
 * (components/richText/RichTextField.tsx); the server bundle gets a stub that renders nothing.
 */
const serverEditorStub = {
  name: 'server-editor-stub',
  setup(build) {
    build.onResolve({ filter: /(^|\/)RichTextEditor$/ }, (args) => ({ path: path.join(args.resolveDir, 'RichTextEditor.tsx'), namespace: 'editor-stub' }));
    build.onLoad({ filter: /.*/, namespace: 'editor-stub' }, () => ({ contents: 'export default function RichTextEditor() { return null; }', loader: 'js' }));
  },
};

/**
 * `antdZeroRuntime` as in the browser build: antd's style hooks return their two class names
 * without running the CSS-in-JS engine. With antd as published every component instance of a
 * server render still computed its CSS-variable registration and read the theme token twice, for
 * class names that never change: 3–11 % of a page's render (docs/decisions.md, "The server bundle
 * leaves antd's style code out too"). The HTML is byte for byte the same.
 *
 * `antdConfigMemo` and `clsxPairs`, also as in the browser build: the root ConfigProvider keeps
 * what it derives from the console's constant theme and locale across renders, and antd's class
 * lists skip building objects (~15 % and ~5 % of a list page's render). The same HTML again
 * (scripts/render-equivalence.test.mjs).
 */
export function serverPlugins(root) {
  return [serverRegionStub, serverEditorStub, eagerAreaPages(root), antdZeroRuntime(root), antdConfigMemo(root), clsxPairs(root)];
}
