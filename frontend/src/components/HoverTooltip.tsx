// An antd Tooltip that costs nothing until it is first wanted. antd's Tooltip (Trigger, its
// style hook, colour parsing, a resize observer) was ~15 % of a list page's server render when
// used once per table row, and the navbar's five were 15–23 % of every console page's (and
// their hydration on a phone); the server never shows a tooltip. So this renders just the
// child, with the markup the closed Tooltip gives it (HoverTooltip.test.tsx compares them), and
// mounts the real Tooltip, open, when it is first wanted: the pointer resting on the child for
// antd's own open delay, or keyboard focus. From then on it is a plain antd Tooltip. Its code
// comes once the page is interactive (onDemand/overlays.ts); wanted before that, it opens when
// the code arrives, unless the pointer or the focus has left by then. The browser build gives
// the table's sorter titles this in place of antd's Tooltip (scripts/sorter-tooltip.mjs).
//
// Mounting it replaces the child's DOM node (the Tooltip is a different tree). So it never
// happens inside a click — a press on one node and a release on another is no click at all: a
// press cancels a pending mount (and a mouse press's focus does not mount it), the release
// starts the delay again. A keyboard-focused child gets the focus back on its new node.
import type { TooltipRef } from 'antd/es/tooltip';
import { cloneElement, Fragment, isValidElement, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactElement, ReactNode, Ref } from 'react';
import { focusAt, spotOf, type Spot } from './onDemand/focusSpot';
import { overlayCode } from './onDemand/overlays';

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
  const code = overlayCode.useCode(live !== null);
  const shown = live !== null && code !== undefined;
  const child = triggerOf(children);
  const noTitle = title === null || title === undefined || title === '';

  // The switch replaces the child's DOM node (the Tooltip is a different tree); a focused child
  // must keep the focus, or keyboard users would lose their place.
  useEffect(() => {
    const spot = focused.current;
    if (!shown || live !== 'focus' || !spot) return;
    focusAt(spot);
  }, [shown, live]);
  const stopResting = () => {
    if (resting.current !== null) clearTimeout(resting.current);
    resting.current = null;
  };
  useEffect(() => stopResting, []);

  if (shown) {
    const { Tooltip } = code;
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
  // Wanted before the code arrived, and no longer: the pointer or the focus has left.
  const forget = (how: 'pointer' | 'focus') => {
    if (live === how) setLive(null);
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
      forget('pointer');
    },
    onMouseDown: (e: MouseEvent) => {
      handed.onMouseDown?.(e as never);
      stopResting();
      forget('pointer');
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
    onBlur: (e: FocusEvent) => {
      handed.onBlur?.(e as never);
      forget('focus');
    },
  });
}
