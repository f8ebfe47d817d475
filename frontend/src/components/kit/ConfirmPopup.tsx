// antd's Popconfirm, usable by keyboard (WCAG 2.1.1, 2.4.3; issue 38). antd opens it on Enter or
// Space on its button and closes it on Escape, but leaves the focus where it was: Tab from the
// button went on through the page, never into the popup (it is portalled to the end of the
// body), and 取消 or Escape from inside it dropped the focus on the body. Here the popup's
// confirming button takes the focus when it opens (Enter confirms, Tab reaches 取消), and on
// closing the focus goes back to the button that opened it — or, when the action removed that
// button (通过 changes which actions the item offers), to the page's content, so the next Tab
// continues in the page rather than from the top of the document.
import type { PopconfirmProps } from 'antd';
import type { ButtonProps } from 'antd/es/button';
import { useId, useRef } from 'react';
import { OnDemandPopconfirm } from '../onDemand/ClickOverlay';

/** The page content the console layout's skip link also targets (layout/ConsoleLayout.tsx). */
const MAIN_ID = 'main-content';
/** Frames to wait for the popup's first render (it mounts when first opened). */
const FRAMES = 30;

function focusWhenShown(selector: string, frames = FRAMES): void {
  const el = document.querySelector<HTMLElement>(selector);
  if (el && el.offsetParent !== null) {
    el.focus({ preventScroll: true });
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(selector, frames - 1));
}

/** Whether the focus was lost with the popup: on the body, or inside the (now hidden) popup. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('.ant-popover') !== null;
};

/** How long a decided action may take to reload the item and drop its button. */
const WATCH_MS = 15_000;

/**
 * The button got the focus back, but the action it confirmed may reload the item without it (a
 * passed item offers no 通过): when it leaves the document while focused, the page's content
 * takes the focus instead of the body. Stops watching once the focus moves on.
 */
function keepInPageWhenRemoved(button: HTMLElement): void {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    button.removeEventListener('blur', moved);
  };
  // A blur while still in the document is the user moving on (a removal may blur it too).
  const moved = () => setTimeout(() => button.isConnected && stop());
  const observer = new MutationObserver(() => {
    if (button.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });
  const timer = setTimeout(stop, WATCH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  button.addEventListener('blur', moved);
}

export function ConfirmPopup({ okButtonProps, onOpenChange, ...rest }: Omit<PopconfirmProps, 'trigger' | 'open'>) {
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const ok = `[data-confirm-ok="${id}"]`;
  const change = (open: boolean) => {
    onOpenChange?.(open);
    if (open) {
      // The element that opened it (a click focuses the button too).
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      focusWhenShown(ok);
      return;
    }
    // Closed by 取消, Escape or a finished 确定 (antd calls onOpenChange for each); after antd's
    // own handling of it.
    requestAnimationFrame(() => {
      if (!focusLost()) return;
      const back = opener.current?.isConnected ? opener.current : document.getElementById(MAIN_ID);
      back?.focus({ preventScroll: true });
      if (back === opener.current && back) keepInPageWhenRemoved(back);
    });
  };
  return <OnDemandPopconfirm {...rest} onOpenChange={change} okButtonProps={{ ...okButtonProps, 'data-confirm-ok': id } as ButtonProps} />;
}
