import { useEffect, useState } from 'react';

/** Below this width the device counts as mobile (spec §9). */
export const MOBILE_BREAKPOINT = 992;

/**
 * Desktop on the server and during hydration (spec: default device is desktop); the real
 * width is read only after hydration, so both renders agree.
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const check = () => setMobile(window.innerWidth < MOBILE_BREAKPOINT);
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  return mobile;
}
