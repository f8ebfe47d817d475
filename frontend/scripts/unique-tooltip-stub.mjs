// esbuild plugin for the browser build: ConfigProvider imports antd's tooltip UniqueProvider
// (with it @rc-component/trigger, 19.8 KB minified) for its `tooltip.unique` option, which we
// never set (src/app/Root.tsx), so every page — the login page too, which has no popup at all —
// downloaded it up front. ConfigProvider's import of it gets a stand-in that fails loudly if the
// option is ever turned on; tooltips themselves import the real one.
const sep = String.raw`[/\\]`;
const CONFIG_PROVIDER = new RegExp(`${sep}antd${sep}es${sep}config-provider${sep}index\\.js$`);

export const STUB = `export default function UniqueProvider() {
  throw new Error("ConfigProvider's tooltip.unique is left out of the browser build (scripts/unique-tooltip-stub.mjs)");
}
`;

export function uniqueTooltipStub() {
  return {
    name: 'unique-tooltip-stub',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/tooltip\/UniqueProvider$/ }, (args) =>
        CONFIG_PROVIDER.test(args.importer) ? { path: 'config-provider-unique-tooltip', namespace: 'unique-tooltip-stub' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'unique-tooltip-stub' }, () => ({ contents: STUB, loader: 'js' }));
    },
  };
}
