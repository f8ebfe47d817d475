// An @ant-design/icons icon as its markup without its code: `<HomeOutlined className="x" />`
// renders two components (AntdIcon reads the icon context, IconBase a ref and a style-insertion
// effect) for a `<span><svg>…</svg></span>` that never changes. A list page drew some 25 of them
// on every server render (menu, navbar, sorters, pager). This prints the same elements from the
// same icon definition (@ant-design/icons-svg, which @ant-design/icons renders), as a plain
// function, so no component renders at all. Byte for byte the icon component's HTML
// (staticIcon.test.tsx). The icons' CSS is in the stylesheet extracted at build time.
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

/** `font-size` → `fontSize`, as @ant-design/icons' normalizeAttrs. */
function reactAttrs(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) out[k === 'class' ? 'className' : k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = v;
  return out;
}

function node(n: AbstractNode, key: string): ReactElement {
  return createElement(n.tag, { key, ...reactAttrs(n.attrs) }, ...(n.children ?? []).map((c, i) => node(c, `${key}-${n.tag}-${i}`)));
}

/** Attributes the icon component passes on to its `<span>`. */
interface SpanAttrs {
  'aria-hidden'?: 'true';
}

/** Each definition's `<svg>`, made once: React elements are immutable, so every icon can share it. */
const svgs = new WeakMap<IconDefinition, ReactElement>();

function svgOf(def: IconDefinition): ReactElement {
  let svg = svgs.get(def);
  if (!svg) {
    const root = def.icon as AbstractNode;
    const children = (root.children ?? []).map((c, i) => node(c, `svg-${def.name}-svg-${i}`));
    svg = createElement('svg', { ...reactAttrs(root.attrs), 'data-icon': def.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' }, ...children);
    svgs.set(def, svg);
  }
  return svg;
}

/** The icon's `<span class="anticon anticon-NAME CLASS"><svg …>` (outlined and filled icons). */
export function staticIcon(def: IconDefinition, className?: string, attrs?: SpanAttrs): ReactElement {
  return (
    <span role="img" aria-label={def.name} {...attrs} className={`anticon anticon-${def.name}${className ? ` ${className}` : ''}`}>
      {svgOf(def)}
    </span>
  );
}
