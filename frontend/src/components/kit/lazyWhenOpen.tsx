// An overlay (dialog, drawer) whose code is fetched the first time it opens, so the page that
// holds it does not download it up front. Until then it renders nothing — as a closed antd
// Modal or Drawer does (no HTML on the server, none before the first open) — so the server HTML
// and the hydrating render are unchanged. Once loaded, it stays mounted like the real one.
import { useEffect, useState, type ComponentType } from 'react';

export function lazyWhenOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  function WhenOpen(props: P) {
    const [Overlay, setOverlay] = useState<ComponentType<P> | null>(() => loaded);
    const wanted = Overlay === null && isOpen(props);
    useEffect(() => {
      if (!wanted) return;
      let cancelled = false;
      load().then(
        (c) => {
          loaded = c;
          if (!cancelled) setOverlay(() => c);
        },
        (err: unknown) => console.error(err),
      );
      return () => {
        cancelled = true;
      };
    }, [wanted]);
    return Overlay ? <Overlay {...props} /> : null;
  }
  return WhenOpen;
}
