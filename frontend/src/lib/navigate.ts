// Full page loads (not router navigations): after login, logout and session expiry the BFF
// must see the request, so the page is fetched again with the new cookie state.

import { stripBase, withBase } from './base';

let leavingOnPurpose = false;

/** Navigates the whole page to an app path (the base path is put on here). Pages do not ask「离开此页面？」about it: the
 *  app itself leaves (login, logout, session over), and forms have saved their snapshot. */
export function hardNavigate(url: string): void {
  leavingOnPurpose = true;
  window.location.assign(withBase(url));
}

/** Whether the page is being left by hardNavigate (see kit/useLeaveGuard). */
export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose;
}

/** The current app path and query (without the base path), for "come back here after login". */
export function currentPath(): string {
  return stripBase(window.location.pathname) + window.location.search;
}
