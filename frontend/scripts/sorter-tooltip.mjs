// esbuild plugin for the browser build: antd's Table wraps a sortable column's title in a Tooltip
// (点击升序 …), so every list page loaded the trigger and the popup (@rc-component/trigger,
// ~10 KB gzip with antd's Tooltip) before it was interactive, for a tip no one sees until they
// point at a header. Here the table's sorter takes the console's HoverTooltip instead: the same
// closed markup (HoverTooltip.test.tsx), and antd's own Tooltip once the pointer rests on the
// header, fetched with the other overlays once the page is interactive (components/onDemand).
// The server bundle keeps antd as published; the HTML is the same (the closed Tooltip draws
// just its child).
import path from 'node:path';

const sep = String.raw`[/\\]`;
export const USE_SORTER = new RegExp(`${sep}antd${sep}es${sep}table${sep}hooks${sep}useSorter\\.js$`);
export const TOOLTIP_SPEC = /^\.\.\/\.\.\/tooltip$/;

export function sorterTooltip(root) {
  const standIn = path.join(root, 'src', 'components', 'onDemand', 'SorterTooltip.ts');
  return {
    name: 'sorter-tooltip',
    setup(build) {
      build.onResolve({ filter: TOOLTIP_SPEC }, (args) => (USE_SORTER.test(args.importer) ? { path: standIn } : undefined));
    },
  };
}
