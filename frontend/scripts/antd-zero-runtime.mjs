// esbuild plugin for the browser and the server builds: leaves antd's style code out. In
// zero-runtime mode (src/app/theme.ts) the browser never generates CSS: every rule is in the
// stylesheet extracted at build time (antd-css.mjs), yet each component's style module still ships its style
// functions (`genStyleHooks('Button', token => [genSharedButtonStyle(token), …])`) and the
// CSS-in-JS engine behind them (cssinjs's style and CSS-variable registers, stylis). What a
// component needs from its style hook in this mode is two class names: the hash class (empty,
// `hashed: false`) and the theme variant's `cssVar.key`.
//
// So, in both bundles (only the extraction keeps antd as published; the server bundle since the
// engine's work per component instance was found to cost 3–11 % of a render,
// scripts/server-plugins.mjs):
// - every antd style module's `genStyleHooks(name, styleFn, getDefaultToken, options)` (and
//   `genComponentStyleHook`, `genSubStyleComponent`) keeps only its first argument: the style
//   functions become unreferenced and esbuild drops them (antd marks its JS side-effect free);
// - antd's `theme/util/genStyleUtils` gets its hook factories from src/app/zeroRuntimeStyleUtils.ts
//   (the class names only) instead of @ant-design/cssinjs-utils;
// - ConfigProvider's icon-style hook (config-provider/style) does nothing: its CSS is in the
//   stylesheet too, marked there so cssinjs never injects it.
// tests/e2e/styles.test.mjs proves the browser applies the same CSS with and without this
// plugin (`node build.mjs --antd-style-code` builds without it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveSideEffectFree } from './side-effect-free.mjs';

const FACTORIES = /(?<![\w$.])(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/g;

/** Words after which `/` starts a regular expression rather than a division. */
const REGEX_AFTER_WORD = /(?:^|[^\w$])(?:return|typeof|case|in|of|delete|void|throw|new|do|else|yield|await)$/;

function regexAllowed(src, i, prev) {
  if (prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev)) return true;
  return REGEX_AFTER_WORD.test(src.slice(Math.max(0, i - 12), i).trimEnd());
}

function skipString(src, i) {
  const quote = src[i];
  for (i += 1; i < src.length; i += 1) {
    if (src[i] === '\\') i += 1;
    else if (src[i] === quote) return i + 1;
  }
  throw new Error('unterminated string');
}

function skipRegex(src, i) {
  let inClass = false;
  for (i += 1; i < src.length; i += 1) {
    const c = src[i];
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      i += 1;
      while (/[a-z]/.test(src[i] ?? '')) i += 1;
      return i;
    }
  }
  throw new Error('unterminated regular expression');
}

function skipTemplate(src, i) {
  for (i += 1; i < src.length; i += 1) {
    if (src[i] === '\\') i += 1;
    else if (src[i] === '`') return i + 1;
    else if (src[i] === '$' && src[i + 1] === '{') i = scanBalanced(src, i + 1).end;
  }
  throw new Error('unterminated template literal');
}

/**
 * Scans the bracketed code opening at `open` (`(`, `[` or `{`), skipping strings, template
 * literals, comments and regular expressions. Returns the index of its closing bracket and the
 * positions of the commas directly inside it.
 */
export function scanBalanced(src, open) {
  const commas = [];
  let depth = 0;
  let prev = '';
  let i = open;
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const nl = src.indexOf('\n', i);
      i = nl < 0 ? src.length : nl;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      i = src.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipString(src, i);
      prev = c;
      continue;
    }
    if (c === '`') {
      i = skipTemplate(src, i);
      prev = c;
      continue;
    }
    if (c === '/' && regexAllowed(src, i, prev)) {
      i = skipRegex(src, i);
      prev = '/';
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) return { end: i, commas };
    } else if (c === ',' && depth === 1) commas.push(i);
    if (!/\s/.test(c)) prev = c;
    i += 1;
  }
  throw new Error('unbalanced brackets');
}

/**
 * A style module with every style-hook factory call cut down to its first argument (the
 * component name), or null when it has none.
 */
export function dropStyleFunctions(source) {
  let out = '';
  let from = 0;
  for (const m of source.matchAll(FACTORIES)) {
    const open = m.index + m[0].length - 1;
    if (open < from) continue;
    const { end, commas } = scanBalanced(source, open);
    const firstEnd = commas.length ? commas[0] : end;
    out += `${source.slice(from, open + 1)}${source.slice(open + 1, firstEnd).trim()})`;
    from = end + 1;
  }
  return from === 0 ? null : out + source.slice(from);
}

const sep = String.raw`[/\\]`;
/** antd's style modules: `antd/es/<component>/style/….js` and `antd/es/_util/wave/style.js`. */
const STYLE_MODULE = new RegExp(`${sep}node_modules${sep}antd${sep}es${sep}.+${sep}style(?:${sep}[^/\\\\]+)?\\.js$`);
const ICON_STYLE = new RegExp(`${sep}antd${sep}es${sep}config-provider${sep}style${sep}index\\.js$`);
const GEN_STYLE_UTILS = new RegExp(`${sep}antd${sep}es${sep}theme${sep}util${sep}genStyleUtils\\.js$`);

/** Packages whose modules only define things, though their package.json does not say so. */
const SIDE_EFFECT_FREE = /^@ant-design\/(cssinjs|cssinjs-utils)(\/|$)/;
const IN_SIDE_EFFECT_FREE = new RegExp(`${sep}node_modules${sep}@ant-design${sep}(cssinjs|cssinjs-utils)${sep}`);

export function antdZeroRuntime(root) {
  const styleUtils = path.join(root, 'src', 'app', 'zeroRuntimeStyleUtils.ts');
  return {
    name: 'antd-zero-runtime',
    setup(build) {
      // Without this esbuild keeps every module cssinjs's index imports (its style register and
      // stylis among them) although nothing calls them any more.
      const sideEffectFree = (args) => resolveSideEffectFree(build, args, 'antdZeroRuntime');
      build.onResolve({ filter: SIDE_EFFECT_FREE }, (args) =>
        args.path === '@ant-design/cssinjs-utils' && GEN_STYLE_UTILS.test(args.importer) ? { path: styleUtils } : sideEffectFree(args),
      );
      // …and their modules' imports of each other.
      build.onResolve({ filter: /^\.\.?\// }, (args) => (IN_SIDE_EFFECT_FREE.test(args.importer) ? sideEffectFree(args) : undefined));
      build.onLoad({ filter: ICON_STYLE }, () => ({
        contents: '// zero-runtime: the icon styles are in the extracted stylesheet.\nexport default function useResetIconStyle() {}\n',
        loader: 'js',
      }));
      build.onLoad({ filter: STYLE_MODULE }, async (args) => {
        const contents = dropStyleFunctions(await readFile(args.path, 'utf8'));
        return contents === null ? undefined : { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
