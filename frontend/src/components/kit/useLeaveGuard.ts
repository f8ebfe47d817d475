// Asks before unsaved form input is left behind (see leaveGuard.ts for what counts as leaving).
// `flush` runs first in every case, so the snapshot holds the last keystrokes whatever the answer.
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isLeavingOnPurpose } from '../../lib/navigate';
import { LEAVE_CANCEL, LEAVE_CONTENT, LEAVE_OK, LEAVE_TITLE, leavingTo } from './leaveGuard';

export function useLeaveGuard(dirty: () => boolean, flush: () => void) {
  const navigate = useNavigate();
  // The app's modal instance, not the static Modal.confirm: a static dialog renders outside the
  // ConfigProvider (no zh_CN locale, no theme, and the zero-runtime browser build has no styles
  // for it — the E2E console check caught exactly that).
  const { modal } = App.useApp();
  const latest = useRef({ dirty, flush, navigate, modal });
  latest.current = { dirty, flush, navigate, modal };

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
      const to = leavingTo(e, anchor, window.location.href);
      if (to === null) return;
      latest.current.flush();
      if (!latest.current.dirty()) return;
      // Capture phase: react-router's Link never sees the click unless the user confirms.
      e.preventDefault();
      e.stopPropagation();
      latest.current.modal.confirm({
        title: LEAVE_TITLE,
        content: LEAVE_CONTENT,
        okText: LEAVE_OK,
        cancelText: LEAVE_CANCEL,
        okButtonProps: { 'data-testid': 'leave-confirm' },
        cancelButtonProps: { 'data-testid': 'leave-cancel' },
        onOk: () => latest.current.navigate(to),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
