// Server bundle only (scripts/server-swaps.mjs puts this in place of @ant-design/cssinjs's
// `useStyleRegister`). On the server antd's styles are never emitted: its whole CSS is a static
// file made at build time (scripts/antd-css.mjs). The original hook would still build a cache path,
// count a reference in the shared style cache and compute nothing anyone reads, for every antd
// component of every render (~3 % of a list page's render).
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';

type Wrap = (node: ReactNode) => ReactElement;

/** The wrapper keeps the original's shape — a fragment whose first child renders nothing — so
 *  the tree positions React derives `useId` values from are the ones the browser hydrates. */
export const wrapLikeStyleRegister: Wrap = (node) => createElement(Fragment, null, null, node);

export * from '@ant-design/cssinjs/es/hooks/useStyleRegister';

export default function useStyleRegister(_info: unknown, _styleFn: unknown): Wrap {
  return wrapLikeStyleRegister;
}
