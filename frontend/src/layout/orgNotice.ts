// What the layout tells an organisation about its account (decisions.md, "Session fields"):
// a banner while it is unauthenticated or its first authentication was returned, and the
// platform agreement until it is accepted.
import type { SessionUser } from '../state/types';

export interface CertificationBanner {
  returned: boolean;
  reason: string;
}

const ORG_ROLES = [1, 4];

/** The banner for role 1/4 users whose certification is 0 未认证 or 3 已退回, else null. */
export function certificationBanner(user: SessionUser | null, pathname: string): CertificationBanner | null {
  if (!user || !user.roles.some((r) => ORG_ROLES.includes(r))) return null;
  if (user.certification !== 0 && user.certification !== 3) return null;
  // The authentication pages say the same thing themselves.
  if (pathname === '/config/auth' || pathname.startsWith('/config/auth/')) return null;
  return { returned: user.certification === 3, reason: user.certification === 3 ? user.return_reason.trim() : '' };
}

export const AGREEMENT_LATER_KEY = 'orgcenter.agreement.later';

/** The agreement is offered when not yet accepted, not accepted in this tab, and not put off. */
export function agreementPending(user: SessionUser | null, acceptedHere: boolean, putOff: boolean): boolean {
  return user !== null && Number(user.agreemenet) === 0 && !acceptedHere && !putOff;
}

/** The document link, only when it is an http(s) URL or a same-origin path. */
export function agreementDocUrl(doc: string | undefined): string | null {
  const d = (doc ?? '').trim();
  return /^https?:\/\//i.test(d) || (d.startsWith('/') && !d.startsWith('//')) ? d : null;
}
