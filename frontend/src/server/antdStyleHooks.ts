// Server bundle only (scripts/server-swaps.mjs puts this in place of antd's
// `theme/util/genStyleUtils`). Every antd component calls its style hook on every render: antd's
// builds the component's token, a `calc` helper, a shared config and registers two styles in
// cssinjs's cache — all for CSS the server never emits (antd's CSS is a static file made at build
// time). What the markup needs from the hook is the hash class, and a wrapper with the tree shape
// the browser renders.
//
// CSS-variable themes keep antd's hooks: their wrapper adds an element and a class.
import * as antd from 'antd/es/theme/util/genStyleUtils';
import type { FunctionComponent, ReactElement } from 'react';
import { wrapLikeStyleRegister } from './noStyleRegister';
import useToken from './antdUseToken';

type Wrap = (node: ReactElement) => ReactElement;

const unchanged: Wrap = (node) => node;

function useHashId(): { hashId: string; cssVar: unknown } {
  const [, , hashId, , cssVar] = useToken();
  return { hashId, cssVar };
}

export const genStyleHooks: typeof antd.genStyleHooks = (...args) => {
  const full = antd.genStyleHooks(...args);
  return (prefixCls, rootCls) => {
    const { hashId, cssVar } = useHashId();
    if (cssVar) return full(prefixCls, rootCls);
    // antd's `wrapCSSVar` is the identity and its class `undefined` without CSS variables.
    return [unchanged, hashId, undefined as unknown as string] as const;
  };
};

export const genComponentStyleHook: typeof antd.genComponentStyleHook = (...args) => {
  const full = antd.genComponentStyleHook(...args);
  return (prefixCls, rootCls) => {
    const { hashId, cssVar } = useHashId();
    if (cssVar) return full(prefixCls, rootCls);
    return [wrapLikeStyleRegister, hashId];
  };
};

export const genSubStyleComponent: typeof antd.genSubStyleComponent = (...args) => {
  const Full = antd.genSubStyleComponent(...args) as FunctionComponent<Parameters<ReturnType<typeof antd.genSubStyleComponent>>[0]>;
  // antd's renders nothing; only its style registration would differ.
  return function SubStyle(props) {
    const { cssVar } = useHashId();
    return cssVar ? Full(props) : null;
  };
};
