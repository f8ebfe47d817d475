// An antd Tooltip that costs nothing until it is first wanted. antd's Tooltip (Trigger, its
// style hook, colour parsing, a resize observer) was ~15 % of a list page's server render when
// used once per table row, and the navbar's five were ~8 % of every console page's (and their
// hydration on a phone); the server never shows a tooltip. So this renders just the child, with
// the markup the closed Tooltip gives it (HoverTooltip.test.tsx compares them), and mounts the
// real Tooltip — open at once — on the first pointer-enter or focus; from then on it is a plain
// antd Tooltip (hover out hides it, hover shows it) that also opens on keyboard focus, as the
// first focus did.
import { Tooltip } from 'antd';
import type { TooltipRef } from 'antd/es/tooltip';
import { cloneElement, Fragment, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, ReactNode, Ref } from 'react';

export interface HoverTooltipProps {
  /** What the tooltip shows; as antd's `title`. Nothing (null/undefined/'') means no tooltip. */
  title: ReactNode;
  /** One element (it gets the handlers, like antd's Tooltip) or text (wrapped in a `<span>`). */
  children: ReactNode;
}

type Handler = (e: never) => void;

/** What an outer trigger (a Dropdown around the tooltip) hands its child, as rc-trigger passes
 *  it on through a Tooltip: these events and a ref to the node. */
const PASSED_EVENTS = ['onContextMenu', 'onClick', 'onMouseDown', 'onTouchStart', 'onMouseEnter', 'onMouseLeave', 'onFocus', 'onBlur'] as const;
type PassedProps = Partial<Record<(typeof PASSED_EVENTS)[number], Handler>> & { ref?: Ref<Element | TooltipRef> };

type ChildProps = Partial<Record<(typeof PASSED_EVENTS)[number], Handler>>;

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

/** The child's handler and the outer trigger's, both called, the child's first (as rc-trigger does). */
function both(own: Handler | undefined, outer: Handler | undefined): Handler | undefined {
  if (!own || !outer) return own ?? outer;
  return (e) => {
    own(e);
    outer(e);
  };
}

export function HoverTooltip({ title, children, ...passed }: HoverTooltipProps & PassedProps) {
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
      // The outer trigger's ref takes a node or a Tooltip's handle alike (rc-util's getDOM).
      <Tooltip {...passed} ref={passed.ref as Ref<TooltipRef> | undefined} id={id} title={title} trigger={['hover', 'focus']} open={open} onOpenChange={setOpen}>
        {children}
      </Tooltip>
    );
  }
  const handed: ChildProps & { ref?: Ref<Element | TooltipRef> } = passed.ref ? { ref: passed.ref } : {};
  for (const event of PASSED_EVENTS) {
    const handler = both(child.props[event], passed[event]);
    if (handler) handed[event] = handler;
  }
  if (noTitle) return cloneElement(child, handed);
  const wake = (how: 'pointer' | 'focus') => {
    setLive(how);
    setOpen(true);
  };
  return cloneElement(child, {
    ...handed,
    onMouseEnter: (e: MouseEvent) => {
      handed.onMouseEnter?.(e as never);
      wake('pointer');
    },
    onFocus: (e: FocusEvent) => {
      handed.onFocus?.(e as never);
      focused.current = spotOf(e.currentTarget);
      wake('focus');
    },
  });
}
