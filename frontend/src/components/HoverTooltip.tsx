// An antd Tooltip that costs nothing until it is first wanted. antd's Tooltip (Trigger, its
// style hook, colour parsing, a resize observer) was ~15 % of a list page's server render when
// used once per table row, and the navbar's five were 15–23 % of every console page's (and
// their hydration on a phone); the server never shows a tooltip. So this renders just the
// child, with the markup the closed Tooltip gives it (HoverTooltip.test.tsx compares them), and
// mounts the real Tooltip, open, when it is first wanted: the pointer resting on the child for
// antd's own open delay, or keyboard focus. From then on it is a plain antd Tooltip.
//
// Mounting it replaces the child's DOM node (the Tooltip is a different tree). So it never
// happens inside a click — a press on one node and a release on another is no click at all: a
// press cancels a pending mount (and a mouse press's focus does not mount it), the release
// starts the delay again. A keyboard-focused child gets the focus back on its new node.
import { Tooltip } from 'antd';
import type { TooltipRef } from 'antd/es/tooltip';
import { cloneElement, Fragment, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, ReactNode, Ref } from 'react';

/** antd's Tooltip opens after the pointer has rested this long (`mouseEnterDelay`, 0.1 s). */
const REST_MS = 100;

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

type ChildProps = Partial<Record<(typeof PASSED_EVENTS)[number] | 'onMouseUp', Handler>>;

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
  const resting = useRef<ReturnType<typeof setTimeout> | null>(null);
  const child = triggerOf(children);
  const noTitle = title === null || title === undefined || title === '';

  // The switch replaces the child's DOM node (the Tooltip is a different tree); a focused child
  // must keep the focus, or keyboard users would lose their place.
  useEffect(() => {
    const spot = focused.current;
    if (live !== 'focus' || !spot) return;
    (spot.parent.children[spot.index] as HTMLElement | undefined)?.focus();
  }, [live]);
  const stopResting = () => {
    if (resting.current !== null) clearTimeout(resting.current);
    resting.current = null;
  };
  useEffect(() => stopResting, []);

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
    stopResting();
    setLive(how);
    setOpen(true);
  };
  const rest = () => {
    stopResting();
    resting.current = setTimeout(() => wake('pointer'), REST_MS);
  };
  return cloneElement(child, {
    ...handed,
    onMouseEnter: (e: MouseEvent) => {
      handed.onMouseEnter?.(e as never);
      rest();
    },
    onMouseLeave: (e: MouseEvent) => {
      handed.onMouseLeave?.(e as never);
      stopResting();
    },
    onMouseDown: (e: MouseEvent) => {
      handed.onMouseDown?.(e as never);
      stopResting();
    },
    onMouseUp: (e: MouseEvent) => {
      child.props.onMouseUp?.(e as never);
      rest();
    },
    onFocus: (e: FocusEvent) => {
      handed.onFocus?.(e as never);
      // Focus that comes with a mouse press is not shown as focus, and must not mount mid-click.
      if (!(e.currentTarget as Element).matches(':focus-visible')) return;
      focused.current = spotOf(e.currentTarget);
      wake('focus');
    },
  });
}
