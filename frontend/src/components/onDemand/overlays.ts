// The code of antd's Tooltip, Dropdown, Popover and Popconfirm (issue 37). Closed, each of them
// draws just its child, so the console draws the child itself (HoverTooltip, ClickOverlay) and
// mounts the real overlay when it is first wanted. That kept @rc-component/trigger, the popup
// motion and rc-menu (~25 KB gzip) out of what a list page loads before it is interactive; they
// are fetched right after, before anyone reaches for a menu, and a press before they arrive
// opens the overlay as soon as they do.
import { afterInteractive, swapCode } from '../../lib/swapCode';

export const overlayCode = swapCode(() => {
  // For the browser tests: when the fetch started, on the page's clock (deferredSheet.test.mjs).
  document.documentElement.dataset.overlaysFetched = String(Math.round(performance.now()));
  return import('./overlayCode');
});

export type OverlayCode = typeof import('./overlayCode');

if (typeof window !== 'undefined') afterInteractive(overlayCode.preload);
