import { useEffect, useState } from 'react';

/**
 * Whether `query` (a CSS media query) matches, following changes. False on the server and
 * during hydration, so both renders agree byte for byte; the real answer comes from
 * `matchMedia` in an effect after hydration. What the user sees at every width before that is
 * CSS's business (app.css), so the switch moves nothing on screen.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const check = () => setMatches(list.matches);
    check();
    list.addEventListener('change', check);
    return () => list.removeEventListener('change', check);
  }, [query]);
  return matches;
}
