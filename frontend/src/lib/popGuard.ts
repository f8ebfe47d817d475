// The browser's 后退/前进 reach react-router through the popstate listener it adds when the app
// mounts, and listeners on window run in the order they were added (capture or not, in Chromium
// today). A form with unsaved input must hear of such a move first, to hold it: this listener is
// added before the app mounts (entry-client.tsx) and asks the page's holder, if it has one.

/** Returns true to hold the move: the router then never hears of it. */
export type PopHolder = (e: PopStateEvent) => boolean;

let holder: PopHolder | null = null;
let installed = false;

/** Adds the first popstate listener of the page; call before the router mounts. */
export function installPopGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (e) => {
    if (holder?.(e)) e.stopImmediatePropagation();
  });
}

/** Makes `h` the page's holder until the returned release is called. */
export function holdPops(h: PopHolder): () => void {
  holder = h;
  return () => {
    if (holder === h) holder = null;
  };
}
