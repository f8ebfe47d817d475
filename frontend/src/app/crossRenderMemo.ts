// What antd's ConfigProvider derives from its props, kept across renders
// (scripts/antd-config-memo.mjs wires these into antd's config-provider at build time).
//
// Why: a server render is always a first render, so every `useMemo` in it computes. The
// ConfigProvider at the root of every page merges the theme with antd's ~100 seed tokens twice
// and the locale's form messages once, and the new token object it hands down makes antd hash the
// whole token again for the first component that reads it: together ~15 % of a list page's
// server render, for the same result every time. The inputs are the console's constant objects
// (one theme object per variant, src/app/theme.ts; zhCN), so the results are kept per input
// object and handed out again. antd treats all three as read-only.

type Derive<T> = () => T;

/** A result per object key, kept as long as the key lives. */
function perObject<K extends object, T>() {
  const results = new WeakMap<K, T>();
  return (key: K, derive: Derive<T>): T => {
    let result = results.get(key);
    if (result === undefined) {
      result = derive();
      results.set(key, result);
    }
    return result;
  };
}

type Keeper = (key: object, derive: Derive<unknown>) => unknown;

const mergedThemes = new WeakMap<object, Map<string, Keeper>>();
const NO_PARENT = {};

/**
 * ConfigProvider's `useTheme(theme, parentTheme, {prefixCls})`: the theme merged over the parent's.
 * Kept only when the theme names its `cssVar.key` — otherwise the result holds a key made from the
 * instance's `useId`, which differs between instances.
 */
export function mergedThemeOf<T>(theme: { cssVar?: unknown } | undefined, parentTheme: object | undefined, prefixCls: string | undefined, derive: Derive<T>): T {
  const cssVar = theme?.cssVar as { key?: string } | undefined;
  if (!theme || typeof cssVar !== 'object' || !cssVar?.key) return derive();
  let byPrefix = mergedThemes.get(theme);
  if (!byPrefix) mergedThemes.set(theme, (byPrefix = new Map()));
  let byParent = byPrefix.get(prefixCls ?? '');
  if (!byParent) byPrefix.set(prefixCls ?? '', (byParent = perObject<object, unknown>()));
  return byParent(parentTheme ?? NO_PARENT, derive) as T;
}

const designTokens = perObject<object, unknown>();

/** ConfigProvider's design-token context value, derived from the merged theme alone. */
export function designTokenOf<T>(mergedTheme: object | undefined, derive: Derive<T>): T {
  return mergedTheme ? (designTokens(mergedTheme, derive) as T) : derive();
}

const validateMessages = perObject<object, unknown>();
const NO_LOCALE = {};

/**
 * ConfigProvider's form messages: antd's defaults, the locale's, the `form` prop's. Kept per
 * locale when the `form` prop brings none.
 */
export function validateMessagesOf<T>(locale: object | undefined, formMessages: unknown, derive: Derive<T>): T {
  return formMessages === undefined ? (validateMessages(locale ?? NO_LOCALE, derive) as T) : derive();
}
