// An antd Tooltip that costs nothing until it is first wanted. antd's Tooltip (Trigger, its
// style hook, colour parsing, a resize observer) was ~15 % of a list page's server render when
// used once per table row, and the navbar's five were ~8 % of every console page's (and their
// hydration on a phone); the server never shows a tooltip. So this renders just the child, with
// the markup the closed Tooltip gives it (HoverTooltip.test.tsx compares them), and mounts the
// real Tooltip — open at once — on the first pointer-enter or focus; from then on it is a plain
// antd Tooltip (hover out hides it, hover shows it) that also opens on keyboard focus, as the
// first focus did.
import { Tooltip } from 'antd';
import { cloneElement, Fragment, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, ReactNode } from 'react';

export interface HoverTooltipProps {
  /** What the tooltip shows; as antd's `title`. Nothing (null/undefined/'') means no tooltip. */
  title: ReactNode;
  /** One element (it gets the handlers, like antd's Tooltip) or text (wrapped in a `<span>`). */
  children: ReactNode;
}

type ChildProps = {
  onMouseEnter?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
};

/** Where the focused child stood: the switch to the real Tooltip puts a new node in its place. */
interface Spot {
  parent: Element;
  index: number;
}

function spotOf(el: Element): Spot | null {
  const parent = el.parentElement;
  return parent ? { parent, index: Array.prototype.indexOf.call(parent.children, el) } : null;
}

/** The element antd's Tooltip puts its handlers on: the child itself, or text in a `<span>`. */
function triggerOf(children: ReactNode): ReactElement<ChildProps> {
  return isValidElement<ChildProps>(children) && children.type !== Fragment ? children : <span>{children}</span>;
}

export function HoverTooltip({ title, children }: HoverTooltipProps) {
  // The popup's id, which the open Tooltip puts in the child's aria-describedby (a closed antd
  // Tooltip adds none, so neither does the first render here).
  const id = useId();
  const [live, setLive] = useState<null | 'pointer' | 'focus'>(null);
  const [open, setOpen] = useState(false);
  const focused = useRef<Spot | null>(null);
  const child = triggerOf(children);
  const noTitle = title === null || title === undefined || title === '';

  // The switch replaces the child's DOM node (the Tooltip is a different tree); a focused child
  // must keep the focus, or keyboard users would lose their place.
  useEffect(() => {
    const spot = focused.current;
    if (live !== 'focus' || !spot) return;
    (spot.parent.children[spot.index] as HTMLElement | undefined)?.focus();
  }, [live]);

  if (live) {
    return (
      <Tooltip id={id} title={title} trigger={['hover', 'focus']} open={open} onOpenChange={setOpen}>
        {children}
      </Tooltip>
    );
  }
  if (noTitle) return child;
  const wake = (how: 'pointer' | 'focus') => {
    setLive(how);
    setOpen(true);
  };
  return cloneElement(child, {
    onMouseEnter: (e: MouseEvent) => {
      child.props.onMouseEnter?.(e);
      wake('pointer');
    },
    onFocus: (e: FocusEvent) => {
      child.props.onFocus?.(e);
      focused.current = spotOf(e.currentTarget);
      wake('focus');
    },
  });
}
