// The form-keeping hook over snapshot.ts: restores a snapshot once the page has hydrated,
// saves while the user types (debounced) and right before a submit, clears after a save.
// Typed input not yet written is written when the page goes (unmount, link, tab closed), and
// leaving with changes the server does not have asks first (useLeaveGuard).
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStore, clearSnapshot, loadSnapshot, saveSnapshot } from './snapshot';
import { useLeaveGuard } from './useLeaveGuard';

export interface Restored {
  savedAt: number;
}

export function useFormSnapshot<T>(key: string, apply: (values: T) => void) {
  const [restored, setRestored] = useState<Restored | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Values typed but not yet written (the debounce is running). */
  const pending = useRef<{ values: T } | null>(null);
  /** The user changed the form since it opened and the server has not saved it. */
  const dirty = useRef(false);
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
    pending.current = null;
  };
  /** Writes what is typed but not yet written: the last keystrokes before leaving. */
  const flush = useCallback(() => {
    const p = pending.current;
    cancel();
    if (p) saveSnapshot(browserStore(), key, p.values);
  }, [key]);
  useEffect(() => flush, [flush]);
  const leave = useLeaveGuard(() => dirty.current, flush);

  /** Saves now (before a submit). */
  const save = useCallback(
    (values: T) => {
      cancel();
      saveSnapshot(browserStore(), key, values);
    },
    [key],
  );

  /** Saves shortly after the last change (while typing). The values are read now, so a
   *  write forced by leaving holds exactly what was on screen. */
  const saveSoon = useCallback(
    (values: () => T) => {
      cancel();
      dirty.current = true;
      pending.current = { values: values() };
      timer.current = setTimeout(flush, 400);
    },
    [flush],
  );

  /** The server has the data: forget the snapshot. */
  const clear = useCallback(() => {
    cancel();
    dirty.current = false;
    clearSnapshot(browserStore(), key);
    setRestored(null);
  }, [key]);

  return { restored, save, saveSoon, clear, leave };
}
