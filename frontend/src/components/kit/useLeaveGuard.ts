// Asks before unsaved form input is left behind (see leaveGuard.ts for what counts as leaving).
// `flush` runs first in every case, so the snapshot holds the last keystrokes whatever the answer.
// The question is state, shown by the form's FormNotices as a declarative dialog inside the app's
// ConfigProvider (theme, zh_CN): a static Modal.confirm would render outside it, unstyled in the
// zero-runtime browser build, and the app provides no `App.useApp().modal` (app/appContext.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { stripBase } from '../../lib/base';
import { isLeavingOnPurpose } from '../../lib/navigate';
import { holdPops } from '../../lib/popGuard';
import { leavingTo } from './leaveGuard';

/** The pending question: where the user asked to go, and the two answers. */
export interface LeavePrompt {
  to: string | null;
  stay: () => void;
  leave: () => void;
}

/** react-router's position of a history entry (its BrowserRouter keeps `idx` in the state). */
function historyIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : Number.NaN;
}

export function useLeaveGuard(dirty: () => boolean, flush: () => void): LeavePrompt {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);
  const latest = useRef({ dirty, flush });
  latest.current = { dirty, flush };
  // Where the form is (URL and react-router's history state), to put back when 后退 is held.
  const here = useRef<{ url: string; state: unknown } | null>(null);
  useEffect(() => {
    here.current = { url: window.location.href, state: window.history.state };
  });
  // Set while the user's 离开 replays the held 后退: that one passes.
  const passBack = useRef(false);
  const leaveBack = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      latest.current.flush();
      if (!latest.current.dirty() || isLeavingOnPurpose()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const anchor = e.target instanceof Element ? e.target.closest('a') : null;
      const target = leavingTo(e, anchor, window.location.href);
      if (target === null) return;
      latest.current.flush();
      if (!latest.current.dirty()) return;
      // Capture phase: react-router's Link never sees the click unless the user confirms.
      e.preventDefault();
      e.stopPropagation();
      setTo(target);
    };
    // The browser's 后退/前进: the URL has already changed when this runs, but the router has
    // not heard of it (lib/popGuard.ts runs first and drops the move when this returns true). The
    // form's entry is put back on top and the question asked; 离开 replays the move.
    const onPopState = (e: PopStateEvent): boolean => {
      if (passBack.current) {
        passBack.current = false;
        return false;
      }
      latest.current.flush();
      const form = here.current;
      if (!latest.current.dirty() || isLeavingOnPurpose() || !form) return false;
      const from = new URL(form.url);
      if (from.pathname === window.location.pathname && from.search === window.location.search) return false;
      const target = `${stripBase(window.location.pathname)}${window.location.search}${window.location.hash}`;
      window.history.pushState(form.state, '', form.url);
      // 后退 (the entry before the form's) is replayed through the history; 前进 by navigating.
      leaveBack.current = historyIndex(e.state) < historyIndex(form.state);
      setTo(target);
      return true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const releasePops = holdPops(onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      releasePops();
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const stay = useCallback(() => {
    leaveBack.current = false;
    setTo(null);
  }, []);
  const leave = useCallback(() => {
    const back = leaveBack.current;
    leaveBack.current = false;
    setTo((target) => {
      if (target === null) return null;
      if (back) {
        // Replay the held 后退 through the history, so 前进 leads back to the form.
        passBack.current = true;
        queueMicrotask(() => window.history.back());
      } else queueMicrotask(() => navigate(target));
      return null;
    });
  }, [navigate]);
  return { to, stay, leave };
}
