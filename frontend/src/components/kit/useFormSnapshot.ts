// The form-keeping hook over snapshot.ts: restores a snapshot once the page has hydrated,
// saves while the user types (debounced) and right before a submit, clears after a save.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStore, clearSnapshot, loadSnapshot, saveSnapshot } from './snapshot';

export interface Restored {
  savedAt: number;
}

export function useFormSnapshot<T>(key: string, apply: (values: T) => void) {
  const [restored, setRestored] = useState<Restored | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // After hydration only: the server render and the first client render show the server data.
  useEffect(() => {
    const snap = loadSnapshot<T>(browserStore(), key);
    if (snap) {
      applyRef.current(snap.values);
      setRestored({ savedAt: snap.savedAt });
    } else setRestored(null);
  }, [key]);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  /** Saves now (before a submit). */
  const save = useCallback(
    (values: T) => {
      cancel();
      saveSnapshot(browserStore(), key, values);
    },
    [key],
  );

  /** Saves shortly after the last change (while typing). */
  const saveSoon = useCallback(
    (values: () => T) => {
      cancel();
      timer.current = setTimeout(() => saveSnapshot(browserStore(), key, values()), 400);
    },
    [key],
  );

  /** The server has the data: forget the snapshot. */
  const clear = useCallback(() => {
    cancel();
    clearSnapshot(browserStore(), key);
    setRestored(null);
  }, [key]);

  return { restored, save, saveSoon, clear };
}
