// Layout parts the BFF already holds as HTML (contract-frontend.md, "Server fragments").
//
// The sidebar and the header depend only on the URL, the user and the UI settings — not on the
// page's data — yet they are ~40 % of a list page's render. The BFF caches their HTML (keyed by
// exactly those inputs) the first time it sees them, cut out of a full render by their
// `data-fragment` root, and on later renders tells the server bundle which parts it holds: those
// are then rendered as an empty root (`<aside data-fragment="sidebar"></aside>`) that the BFF
// replaces with the cached HTML. The page that reaches the browser is byte for byte the full
// render, so hydration does not know the difference. In the browser the set is always empty.
import { createContext, createElement, useContext, type ReactNode } from 'react';

export const ServerFragmentsContext = createContext<ReadonlySet<string>>(new Set());

interface Props {
  /** Unique among the page's fragments; also the root element's `data-fragment`. */
  name: string;
  /** The tag of the child's root element, which must carry `data-fragment={name}`. */
  tag: 'aside' | 'header';
  children: ReactNode;
}

/** The child, or its empty root when the BFF will put the cached HTML there. */
export function ServerFragment({ name, tag, children }: Props) {
  const cached = useContext(ServerFragmentsContext);
  return cached.has(name) ? createElement(tag, { 'data-fragment': name }) : children;
}

/** The names the BFF passes in the render input's `serverFragments`, ignoring anything else. */
export function serverFragmentsOf(value: unknown): ReadonlySet<string> {
  if (!Array.isArray(value)) return new Set();
  return new Set(value.filter((v): v is string => typeof v === 'string' && /^[a-z-]{1,32}$/.test(v)));
}
