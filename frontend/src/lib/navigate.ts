// Full page loads (not router navigations): after login, logout and session expiry the BFF
// must see the request, so the page is fetched again with the new cookie state.

/** Navigates the whole page to a same-origin URL. */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/** The current path and query, for "come back here after login". */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
