// One way to run a call and report its answer, for buttons (useCall) and forms (useFormSend).
import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { Envelope } from '../../lib/http';
import { TOAST_SECONDS, formToast } from './formToast';

/**
 * Runs a call: busy flag, success toast with the server's msg, a 400's msg as an error toast
 * (5 s). Resolves with the envelope when the code was 200, else null (lib/http has already
 * handled 300 and the other codes).
 */
export function useCall() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(name: string, call: () => Promise<Envelope<T>>, success?: string): Promise<Envelope<T> | null> => {
      setBusy(name);
      try {
        const res = await call();
        if (res.code === 200) {
          void message.success(success ?? (res.msg || '操作成功'), TOAST_SECONDS);
          return res;
        }
        void message.error(res.msg || '操作失败', TOAST_SECONDS);
        return null;
      } catch {
        return null;
      } finally {
        setBusy(null);
      }
    },
    [message],
  );
  return { busy, run };
}

/**
 * A form's save: like useCall, but a refusal also stays on the page (`serverError`, shown by
 * FormNotices) and only a success clears the form's snapshot — a failed or interrupted save
 * keeps what the user typed. Resolves with the answer's data, or null.
 */
export function useFormSend(clearSnapshot: () => void, failed: string) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useCallback(
    async <T,>(name: string, call: () => Promise<Envelope<T>>, success: string): Promise<T | null> => {
      setServerError(null);
      setBusy(name);
      try {
        const res = await call();
        if (res.code !== 200 || res.data === undefined || res.data === null) {
          setServerError(res.msg || failed);
          formToast(message, 'error', res.msg || failed);
          return null;
        }
        clearSnapshot();
        formToast(message, 'success', res.msg || success);
        return res.data;
      } catch {
        // lib/http showed the error (or is on its way to the login page); the snapshot keeps the form.
        return null;
      } finally {
        setBusy(null);
      }
    },
    [message, clearSnapshot, failed],
  );
  return { busy, serverError, clearServerError: () => setServerError(null), send };
}
