import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setTagSubject } from '../../lib/tagSubjects';

/** Names what this page shows in its tag: 「<route title> · <subject>」 (after mount). */
export function useTagSubject(subject: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (subject) setTagSubject(pathname, subject);
  }, [pathname, subject]);
}
