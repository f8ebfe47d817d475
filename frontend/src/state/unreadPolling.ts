// Keeps the bell's unread count fresh without websockets (users sit behind corporate proxies):
// one quiet call right after hydration — the server-rendered count may come from a short-lived
// cache — then one a minute while the tab is visible, and one when the tab comes back.
import { useEffect } from 'react';
import { send } from '../lib/http';

export const UNREAD_POLL_MS = 60_000;
export const UNREAD_STATS_PATH = '/api/organization/message/get_statistical_msg';

interface MessageStats {
  un_read?: number;
}

/** The unread count from a stats envelope, or null when the call did not succeed. */
export function unreadFrom(envelope: { code: number; data?: MessageStats | null }): number | null {
  const n = envelope.code === 200 ? envelope.data?.un_read : undefined;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

export function useUnreadPolling(enabled: boolean, setUnread: (n: number) => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    const refresh = async () => {
      if (document.visibilityState === 'hidden') return;
      // `send`, not `request`: a background poll must not raise a toast every minute during an
      // outage. A code 300 still ends the session as everywhere else.
      const envelope = await send<MessageStats>('GET', UNREAD_STATS_PATH);
      const n = unreadFrom(envelope);
      if (!stopped && n !== null) setUnread(n);
    };
    void refresh();
    const timer = window.setInterval(() => void refresh(), UNREAD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, setUnread]);
}
