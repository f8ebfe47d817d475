import { useMediaQuery } from '../lib/useMediaQuery';

/** Below this width the device counts as mobile (spec §9). */
export const MOBILE_BREAKPOINT = 992;

/**
 * The same query as app.css's mobile rules (which hide the fixed sider and the navbar's crumbs
 * before any script runs), so the CSS and the React state never disagree about the device.
 */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * Desktop on the server and during hydration (lib/useMediaQuery.ts). The first paint is already
 * laid out for the width by CSS (app.css, "Mobile from the first paint"), so the switch moves
 * nothing on screen: it only swaps the hidden sider for the (closed) drawer.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
