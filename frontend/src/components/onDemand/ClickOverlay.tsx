// antd's Dropdown, Popover and Popconfirm opened by a click, mounted when first opened: until
// then the child is drawn as the closed overlay draws it (Dropdown adds its trigger class), with
// the click that opens it. The press that wakes it opens the overlay as soon as its code is here
// (./overlays.ts: fetched once the page is interactive), and tells `onOpenChange` as the overlay
// would have; from then on it is the plain antd component.
import type { DropdownProps } from 'antd/es/dropdown';
import type { PopconfirmProps } from 'antd/es/popconfirm';
import type { PopoverProps } from 'antd/es/popover';
import { cloneElement, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { focusAt, spotOf, type Spot } from './focusSpot';
import { overlayCode } from './overlays';

type Kind = 'Dropdown' | 'Popover' | 'Popconfirm';

interface OverlayProps {
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean, ...info: never[]) => void;
}

interface ChildProps {
  className?: string;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
}

function ClickOverlay({ kind, props, closedClass }: { kind: Kind; props: OverlayProps; closedClass?: string }) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const focused = useRef<Spot | null>(null);
  const code = overlayCode.useCode(live);
  const shown = live && code !== undefined;
  const { onOpenChange } = props;

  useEffect(() => {
    if (!shown) return;
    if (focused.current) focusAt(focused.current);
    focused.current = null;
    // What the overlay would have said on the press that opened it (ConfirmPopup moves the
    // focus into the popup on it), once the opener's new node has the focus.
    onOpenChange?.(true);
    // Only on the switch: later changes come from the overlay itself.
  }, [shown]);

  if (shown) {
    const Overlay = code[kind] as ComponentType<OverlayProps>;
    const change = (next: boolean, ...info: never[]) => {
      setOpen(next);
      onOpenChange?.(next, ...info);
    };
    return <Overlay {...props} open={open} onOpenChange={change} />;
  }
  const child = props.children as ReactElement<ChildProps>;
  const className = [closedClass, child.props.className].filter(Boolean).join(' ') || undefined;
  return cloneElement(child, {
    className,
    onClick: (e: MouseEvent<HTMLElement>) => {
      child.props.onClick?.(e);
      if (live) return;
      // A click focuses a button too; a keyboard press comes from the focused one.
      if (e.currentTarget === document.activeElement) focused.current = spotOf(e.currentTarget);
      setLive(true);
      setOpen(true);
    },
  });
}

/** antd's Dropdown, opened by a click (its only trigger here). */
export function OnDemandDropdown(props: Omit<DropdownProps, 'trigger' | 'open'>) {
  return <ClickOverlay kind="Dropdown" props={{ ...props, trigger: ['click'] } as OverlayProps} closedClass="ant-dropdown-trigger" />;
}

/** antd's Popover, opened by a click. */
export function OnDemandPopover(props: Omit<PopoverProps, 'trigger' | 'open'>) {
  return <ClickOverlay kind="Popover" props={{ ...props, trigger: 'click' } as OverlayProps} />;
}

/** antd's Popconfirm (opened by a click, as antd's is by default). */
export function OnDemandPopconfirm(props: Omit<PopconfirmProps, 'trigger' | 'open'>) {
  return <ClickOverlay kind="Popconfirm" props={props as OverlayProps} />;
}
