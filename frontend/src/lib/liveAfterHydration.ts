// The switch of the lookalikes (the sidebar's Menu, the list pages' Table): the server and the
// first client render draw antd's markup without its code, so hydration matches; an effect right
// after hydration swaps in the antd component, which brings the behaviour. Why right after
// hydration and not on the first interaction: docs/decisions.md, "The sidebar's first render…".
import { useEffect, useState } from 'react';

/** Whether this browser has hydrated a page: from then on every new mount is live straight away.
 *  Never set on the server, which runs no effects. */
let hydrated = false;

/** False for the server render and the first client render, true right after. */
export function useLiveAfterHydration(): boolean {
  const [live, setLive] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setLive(true);
  }, []);
  return live;
}
