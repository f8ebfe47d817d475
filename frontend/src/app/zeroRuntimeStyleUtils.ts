// The bundles' stand-in for @ant-design/cssinjs-utils' `genStyleUtils`, the factory of
// antd's per-component style hooks (wired by scripts/antd-zero-runtime.mjs, which also strips
// the style functions those hooks would have run). In zero-runtime mode antd's own hooks compute
// no CSS either; what they return, and all a component reads from them, is its class names:
// the hash class (empty here, `hashed: false`) and the theme variant's CSS-variable class
// (`cssVar.key`). The CSS variables antd would also inject per component are in the extracted
// stylesheet under that class, so nothing is injected.
//
// Both class names are read from antd's design-token context, as antd's `useToken` reads them.
// Calling `useToken` itself for them cost a server render 10–15 %: it derives the whole token and
// hashes it (the theme object the ConfigProvider gives is new on every server render, so the
// hash is never cached across renders) for every component instance, to return a hash class that
// `hashed: false` then drops.
import { useContext } from 'react';
import { DesignTokenContext } from 'antd/es/theme/context';

interface StyleToken {
  hashId: string;
  cssVar?: { key: string };
  zeroRuntime?: boolean;
}

interface StyleUtilsConfig {
  useToken: () => StyleToken;
}

interface StyleClasses {
  hashId: string;
  cssVarKey: string;
}

/** Reports (once) a component rendered outside the zero-runtime theme: it would have no CSS. */
let warned = false;
function reportOutsideTheme(): void {
  if (warned) return;
  warned = true;
  console.error('antd component rendered without the zero-runtime theme: the browser build has no runtime styles');
}

/**
 * antd's `useToken` gives `hashed ? hash : ''` and `cssVar.key ?? 'css-var-root'` from this
 * context. Under the console's theme (zero-runtime, `hashed: false`) that is all context; outside
 * it antd's hook runs as before. A component is under the theme or not for its whole life (the
 * settings only change the key), so the hooks it calls never change between its renders.
 */
function useStyleClasses(useToken: () => StyleToken): StyleClasses {
  const design = useContext(DesignTokenContext);
  if (design.zeroRuntime && !design.hashed) return { hashId: '', cssVarKey: design.cssVar?.key ?? 'css-var-root' };
  if (!design.zeroRuntime) reportOutsideTheme();
  const { hashId, cssVar } = useToken();
  return { hashId, cssVarKey: cssVar?.key ?? 'css-var-root' };
}

export function genStyleUtils(config: StyleUtilsConfig) {
  const { useToken } = config;
  /** `useStyle(prefixCls, rootCls)` → `[hashClass, cssVarClass]`, as genStyleHooks' hooks return. */
  const genStyleHooks = () =>
    function useStyle(): [string, string] {
      const { hashId, cssVarKey } = useStyleClasses(useToken);
      return [hashId, cssVarKey];
    };
  /** `useStyle(prefixCls)` → the hash class, as genComponentStyleHook's hooks return. */
  const genComponentStyleHook = () =>
    function useStyle(): string {
      return useStyleClasses(useToken).hashId;
    };
  /** A component that registered a sub-style; it renders nothing, here as in antd. */
  const genSubStyleComponent = () =>
    function SubStyle(): null {
      return null;
    };
  return { genStyleHooks, genComponentStyleHook, genSubStyleComponent };
}
