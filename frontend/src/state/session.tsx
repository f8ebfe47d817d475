import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from './types';
import { useUnreadPolling } from './unreadPolling';

interface SessionValue {
  user: SessionUser | null;
  platformUrl: string;
  unread: number;
  setUnread: (n: number) => void;
}

const SessionContext = createContext<SessionValue>({
  user: null,
  platformUrl: '/',
  unread: 0,
  setUnread: () => {},
});

/** Only http(s) URLs or same-origin paths may become the logo link. */
function safePlatformUrl(url: string): string {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')) ? url : '/';
}

/** The current user and the unread count the bell shows (updated after reading messages). */
export function SessionProvider({ user, platformUrl, children }: { user: SessionUser | null; platformUrl: string; children: ReactNode }) {
  const [unread, setUnread] = useState(user?.un_read_msg ?? 0);
  useUnreadPolling(user !== null, setUnread);
  const value = useMemo(
    () => ({ user, platformUrl: safePlatformUrl(platformUrl), unread, setUnread }),
    [user, platformUrl, unread],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
