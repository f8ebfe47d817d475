import { useEffect, useState } from 'react';

/** Below this width the device counts as mobile (spec §9). */
export const MOBILE_BREAKPOINT = 992;

/**
 * The same query as app.css's mobile rules (which hide the fixed sider and the navbar's crumbs
 * before any script runs), so the CSS and the React state never disagree about the device.
 */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * Desktop on the server and during hydration, so both renders agree byte for byte; the real
 * width is read from `matchMedia` only in an effect after hydration. The first paint is already
 * laid out for the width by CSS (app.css, "Mobile from the first paint"), so the switch moves
 * nothing on screen: it only swaps the hidden sider for the (closed) drawer.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const check = () => setMobile(query.matches);
    check();
    query.addEventListener('change', check);
    return () => query.removeEventListener('change', check);
  }, []);
  return mobile;
}
