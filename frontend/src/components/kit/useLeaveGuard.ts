// Asks before unsaved form input is left behind (see leaveGuard.ts for what counts as leaving).
// `flush` runs first in every case, so the snapshot holds the last keystrokes whatever the answer.
// The question is state, shown by the form's FormNotices as a declarative dialog inside the app's
// ConfigProvider (theme, zh_CN): a static Modal.confirm would render outside it, unstyled in the
// zero-runtime browser build, and the app provides no `App.useApp().modal` (app/appContext.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isLeavingOnPurpose } from '../../lib/navigate';
import { leavingTo } from './leaveGuard';

/** The pending question: where the user asked to go, and the two answers. */
export interface LeavePrompt {
  to: string | null;
  stay: () => void;
  leave: () => void;
}

export function useLeaveGuard(dirty: () => boolean, flush: () => void): LeavePrompt {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);
  const latest = useRef({ dirty, flush });
  latest.current = { dirty, flush };

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
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const stay = useCallback(() => setTo(null), []);
  const leave = useCallback(() => {
    setTo((target) => {
      if (target !== null) queueMicrotask(() => navigate(target));
      return null;
    });
  }, [navigate]);
  return { to, stay, leave };
}
