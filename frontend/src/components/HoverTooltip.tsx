// An antd Tooltip that costs nothing until it is first wanted. antd's Tooltip (Trigger, its
// style hook, colour parsing, a resize observer) was ~15 % of a list page's server render when
// used once per table row, and the server never shows a tooltip. So this renders just the child,
// with the markup the closed Tooltip gives it, and mounts the real Tooltip — open at once — on the
// first pointer-enter or focus; from then on it is a plain antd Tooltip (hover out hides it,
// hover shows it) that also opens on keyboard focus, as the first focus did.
import { Tooltip } from 'antd';
import { cloneElement, Fragment, isValidElement, useEffect, useId, useState } from 'react';
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
  'aria-describedby'?: string;
};

/** The element antd's Tooltip puts its handlers on: the child itself, or text in a `<span>`. */
function triggerOf(children: ReactNode): ReactElement<ChildProps> {
  return isValidElement<ChildProps>(children) && children.type !== Fragment ? children : <span>{children}</span>;
}

export function HoverTooltip({ title, children }: HoverTooltipProps) {
  // rc-tooltip takes the same React useId at the same tree position when it has none, so the
  // server HTML's `aria-describedby` stays what the real Tooltip rendered; passing it on keeps
  // the popup's id the one the child points at.
  const id = useId();
  const [live, setLive] = useState<null | 'pointer' | 'focus'>(null);
  const [open, setOpen] = useState(false);
  const child = triggerOf(children);
  const noTitle = title === null || title === undefined || title === '';

  // The switch replaces the child's DOM node (the Tooltip is a different tree); a focused child
  // must keep the focus, or keyboard users would lose their place.
  useEffect(() => {
    if (live !== 'focus') return;
    document.querySelector<HTMLElement>(`[aria-describedby="${CSS.escape(id)}"]`)?.focus();
  }, [live, id]);

  if (live) {
    return (
      <Tooltip id={id} title={title} trigger={['hover', 'focus']} open={open} onOpenChange={setOpen}>
        {children}
      </Tooltip>
    );
  }
  // antd gives a child without a title no aria-describedby; not worth a second code path.
  if (noTitle) return <Tooltip title={title}>{children}</Tooltip>;
  const wake = (how: 'pointer' | 'focus') => {
    setLive(how);
    setOpen(true);
  };
  return cloneElement(child, {
    'aria-describedby': id,
    onMouseEnter: (e: MouseEvent) => {
      child.props.onMouseEnter?.(e);
      wake('pointer');
    },
    onFocus: (e: FocusEvent) => {
      child.props.onFocus?.(e);
      wake('focus');
    },
  });
}
