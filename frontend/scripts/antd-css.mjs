// Build-time antd CSS (zero-runtime mode, src/app/theme.ts): renders every antd component once
// in Node per theme variant through antd's public extraction (@ant-design/static-style-extract)
// and joins the results. The style rules are the same for every variant (they only read CSS
// variables), so they are kept once; each variant adds the variables it changes, scoped to its
// `cssVar.key` class (see joinVariants).

/** Top-level blocks of a CSS text (`sel{…}` or `@media …{…}`), in order. */
export function cssBlocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  return out;
}

/** A block that only declares CSS variables for the variant class `key`. */
function isVariableBlock(block, key) {
  const open = block.indexOf('{');
  return block.slice(0, open).includes(`.${key}`) && block.slice(open + 1).startsWith('--');
}

const KEY = '\u0000';

/** A variable block split into its selector (the key as a placeholder) and declarations. */
function parseVariables(block, key) {
  const open = block.indexOf('{');
  const selector = block.slice(0, open).split(`.${key}`).join(`.${KEY}`);
  const declarations = new Map();
  for (const part of block.slice(open + 1, -1).split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon), part.slice(colon + 1));
  }
  return { selector, declarations };
}

/** The selector list with the placeholder replaced by each key. */
function forKeys(selector, keys) {
  return keys.flatMap((key) => selector.split(',').map((s) => s.split(KEY).join(key))).join(',');
}

const body = (declarations) => [...declarations].map(([name, value]) => `${name}:${value}`).join(';');

/**
 * The stylesheet for `variants` ([{ key, css }], the default first). The default's rules are
 * kept as they are, except that its variable blocks apply to every variant's key; after them,
 * each other variant overrides only the variables whose values differ (same specificity, later
 * in the file, so they win). That keeps the variants to a few KB instead of a copy each.
 */
export function joinVariants(variants) {
  const [first, ...others] = variants;
  const keys = variants.map((v) => v.key);
  const defaults = new Map();
  const base = cssBlocks(first.css).map((block) => {
    if (!isVariableBlock(block, first.key)) return block;
    const { selector, declarations } = parseVariables(block, first.key);
    defaults.set(selector, declarations);
    return `${forKeys(selector, keys)}{${body(declarations)}}`;
  });
  const overrides = others.flatMap(({ key, css }) =>
    cssBlocks(css)
      .filter((block) => isVariableBlock(block, key))
      .map((block) => {
        const { selector, declarations } = parseVariables(block, key);
        const known = defaults.get(selector) ?? new Map();
        const changed = new Map([...declarations].filter(([name, value]) => known.get(name) !== value));
        return changed.size ? `${forKeys(selector, [key])}{${body(changed)}}` : '';
      })
      .filter(Boolean),
  );
  return [...base, ...overrides].join('\n');
}

/**
 * Variable scopes antd creates only inside a popup, which the extraction never opens: Dropdown
 * renders its Menu under the prefix `ant-dropdown-menu`, so at run time Menu's variables are
 * declared for `.ant-dropdown-menu-css-var` too (the same values: component tokens do not depend
 * on the prefix). Found by tests/e2e/styles.test.mjs comparing the browser's computed styles.
 */
export const POPUP_SCOPES = { 'ant-menu-css-var': ['ant-dropdown-menu-css-var'] };

/** `css` with each variable block of a scope in POPUP_SCOPES also declared for its popup scopes. */
export function addPopupScopes(css, scopes = POPUP_SCOPES) {
  return cssBlocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      if (!block.slice(open + 1).startsWith('--')) return block;
      const selectors = block.slice(0, open).split(',');
      const added = selectors.flatMap((sel) => {
        const scope = Object.keys(scopes).find((s) => sel.endsWith(`.${s}`));
        return scope ? scopes[scope].map((alias) => `${sel.slice(0, -scope.length)}${alias}`) : [];
      });
      return added.length ? `${[...selectors, ...added].join(',')}${block.slice(open)}` : block;
    })
    .join(''); // each block keeps the text before it
}

/**
 * antd's CSS for every theme variant of `themeModule` (the built src/app/theme.ts). NODE_ENV must
 * be the bundles' mode before React is first loaded (build.mjs sets it).
 */
export async function extractAntdCss({ themeModule }) {
  const React = (await import('react')).default;
  const { ConfigProvider } = await import('antd');
  const { extractStyle } = await import('@ant-design/static-style-extract');
  // Rendering every component (the extraction's way) includes ones antd deprecates (Input.Group,
  // List); their development warnings are about that render, not about the app.
  const consoleError = console.error;
  console.error = (...args) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) return;
    consoleError(...args);
  };
  try {
    const variants = themeModule.themeVariants().map((settings) => {
      // zeroRuntime off here only: this render is the one place the CSS is produced.
      const theme = { ...themeModule.antdThemeOf(settings), zeroRuntime: false };
      const css = extractStyle((node) => React.createElement(ConfigProvider, { theme }, node));
      return { key: themeModule.themeKey(settings), css };
    });
    return addPopupScopes(joinVariants(variants));
  } finally {
    console.error = consoleError;
  }
}
