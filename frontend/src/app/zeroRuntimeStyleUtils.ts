// The bundles' stand-in for @ant-design/cssinjs-utils' `genStyleUtils`, the factory of
// antd's per-component style hooks (wired by scripts/antd-zero-runtime.mjs, which also strips
// the style functions those hooks would have run). In zero-runtime mode antd's own hooks compute
// no CSS either; what they return, and all a component reads from them, is its class names:
// the hash class (empty here, `hashed: false`) and the theme variant's CSS-variable class
// (`cssVar.key`). The CSS variables antd would also inject per component are in the extracted
// stylesheet under that class, so nothing is injected.

interface StyleToken {
  hashId: string;
  cssVar?: { key: string };
  zeroRuntime?: boolean;
}

interface StyleUtilsConfig {
  useToken: () => StyleToken;
}

/** Reports (once) a component rendered outside the zero-runtime theme: it would have no CSS. */
let warned = false;
function useZeroRuntimeToken(useToken: () => StyleToken): StyleToken {
  const token = useToken();
  if (!token.zeroRuntime && !warned) {
    warned = true;
    console.error('antd component rendered without the zero-runtime theme: the browser build has no runtime styles');
  }
  return token;
}

export function genStyleUtils(config: StyleUtilsConfig) {
  const { useToken } = config;
  /** `useStyle(prefixCls, rootCls)` → `[hashClass, cssVarClass]`, as genStyleHooks' hooks return. */
  const genStyleHooks = () =>
    function useStyle(): [string, string | undefined] {
      const { hashId, cssVar } = useZeroRuntimeToken(useToken);
      return [hashId, cssVar?.key];
    };
  /** `useStyle(prefixCls)` → the hash class, as genComponentStyleHook's hooks return. */
  const genComponentStyleHook = () =>
    function useStyle(): string {
      return useZeroRuntimeToken(useToken).hashId;
    };
  /** A component that registered a sub-style; it renders nothing, here as in antd. */
  const genSubStyleComponent = () =>
    function SubStyle(): null {
      return null;
    };
  return { genStyleHooks, genComponentStyleHook, genSubStyleComponent };
}
