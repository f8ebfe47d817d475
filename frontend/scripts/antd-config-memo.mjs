// esbuild plugin for both bundles: antd's ConfigProvider keeps what it derives from the console's
// constant theme and locale across renders (src/app/crossRenderMemo.ts says why). Each of its
// three computations is wrapped, in place, in the function that keeps its result; the hooks it
// calls stay the same. The build fails when antd's code no longer reads as expected.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const sep = String.raw`[/\\]`;
export const USE_THEME = new RegExp(`${sep}antd${sep}es${sep}config-provider${sep}hooks${sep}useTheme\\.js$`);
export const CONFIG_PROVIDER = new RegExp(`${sep}antd${sep}es${sep}config-provider${sep}index\\.js$`);

/** [what antd's code reads, what it becomes]; each must occur exactly once. */
const USE_THEME_EDITS = [
  ['  return useMemo(() => {\n    if (!theme) {', '  return useMemo(() => __orgMemo.mergedThemeOf(theme, parentTheme, config?.prefixCls, () => {\n    if (!theme) {'],
  ['  }, [themeConfig, parentThemeConfig, config?.prefixCls, themeKey], ', '  }), [themeConfig, parentThemeConfig, config?.prefixCls, themeKey], '],
];
const CONFIG_PROVIDER_EDITS = [
  [
    'const validateMessages = React.useMemo(() => merge(',
    'const validateMessages = React.useMemo(() => __orgMemo.validateMessagesOf(memoedConfig.locale, memoedConfig.form?.validateMessages ?? form?.validateMessages, () => merge(',
  ],
  ['form?.validateMessages || {}), [memoedConfig, form?.validateMessages]);', 'form?.validateMessages || {})), [memoedConfig, form?.validateMessages]);'],
  ['  const memoTheme = React.useMemo(() => {\n', '  const memoTheme = React.useMemo(() => __orgMemo.designTokenOf(mergedTheme, () => {\n'],
  ['  }, [mergedTheme]);\n', '  }), [mergedTheme]);\n'],
];

export function applyEdits(source, edits, file) {
  let out = source;
  for (const [from, to] of edits) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) throw new Error(`antd-config-memo: ${file} no longer has exactly one ${JSON.stringify(from.slice(0, 60))}`);
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

export function antdConfigMemo(root) {
  const helper = path.join(root, 'src', 'app', 'crossRenderMemo.ts');
  const load = (edits) => async (args) => {
    const source = await readFile(args.path, 'utf8');
    const contents = `import * as __orgMemo from ${JSON.stringify(helper)};\n${applyEdits(source, edits, path.basename(args.path))}`;
    return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
  };
  return {
    name: 'antd-config-memo',
    setup(build) {
      build.onLoad({ filter: USE_THEME }, load(USE_THEME_EDITS));
      build.onLoad({ filter: CONFIG_PROVIDER }, load(CONFIG_PROVIDER_EDITS));
    },
  };
}
