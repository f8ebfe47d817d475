// When leaving a page would drop unsaved form input, the console asks first. The router here
// is a plain BrowserRouter (react-router's useBlocker needs a data router), so the guard works
// where the user leaves: a click on an in-app link (menu, tags, breadcrumb, buttons rendered as
// links), the browser's 后退/前进 (popstate, held before the router hears of it) and closing or
// reloading the tab (beforeunload). This file holds the pure decision.

import { stripBase } from '../../lib/base';

export const LEAVE_TITLE = '离开此页面？';
export const LEAVE_CONTENT = '表单中有尚未提交的修改。离开后，已填写的内容会保留在本浏览器标签页中，回到此页面时可以恢复。';
export const LEAVE_OK = '离开';
export const LEAVE_CANCEL = '继续编辑';

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The in-app path a click on `anchor` would open, when that click leaves the current page
 * (`here`: the page's URL) inside this tab; null for clicks that do not leave (new tab,
 * modified click, download, another site, the same page).
 */
export function leavingTo(e: ClickLike, anchor: AnchorLike | null, here: string): string | null {
  if (!anchor || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || !anchor.href) return null;
  let to: URL;
  let from: URL;
  try {
    from = new URL(here);
    to = new URL(anchor.href, from);
  } catch {
    return null;
  }
  if (to.origin !== from.origin) return null;
  if (to.pathname === from.pathname && to.search === from.search) return null;
  // The router's path: without the base path it puts on itself.
  return `${stripBase(to.pathname)}${to.search}${to.hash}`;
}
