// Who may do what, named once. Pages ask `canReview('SZ', roles)` instead of writing role
// arrays; the route tables take the same lists (`rolesFor`) so a page and its route agree.
import type { AreaKey, Role } from '../routes/types';

/** The named capabilities of spec §6. */
export type Capability =
  /** Review (pass / return) an area's submissions. */
  | 'review'
  /** Take items from an area's claim pool. */
  | 'claim'
  /** Review progress reports (spec §6: "2 only" for help cases). */
  | 'reviewProgress'
  /** See what was shared with a partner organisation (spec §6: 2, 3, 99 on /SJ). */
  | 'partnerView'
  /** Create the area's items (/SJM: the super admin opens micro projects for organisations; /SX: organisations and partners). */
  | 'create'
  /** Act on every organisation's items as their own organisation would (/SX: the super admin runs any activity's sign-ups). */
  | 'manageAll'
  /** Read the area's progress reports (/SJM: the reviewers, the partner and the micro organisation). */
  | 'readReports'
  /** See every organisation's figures and widen a filter to them (数据中心: platform staff). */
  | 'seesAll'
  /** Authenticate with the micro organisations' lighter file (/config: role 4). */
  | 'microAuth'
  /** Open the area's pages at all (its menu; /SJM links a micro project to its /SJ parent for these). */
  | 'open'
  /** Run charity sales: list goods, take goods donations, ship orders (/SP: all but the micro organisation). */
  | 'sell'
  /** Read the monthly pledges (/SJ: the super admin). */
  | 'pledges';

const REVIEWERS: Role[] = [2, 99];

/** Per area, the roles holding each capability; an area without an entry grants it to nobody. */
const TABLE: Partial<Record<AreaKey, Partial<Record<Capability, readonly Role[]>>>> = {
  SJ: { review: REVIEWERS, claim: REVIEWERS, partnerView: [2, 3, 99], open: [1, 2, 3, 99], pledges: [99] },
  // Outside reviewers, the partner sees its province's micro projects (partnerView); the super admin opens them.
  SJM: { review: REVIEWERS, reviewProgress: [2, 3, 99], partnerView: [2, 3, 99], create: [99], readReports: [2, 3, 4, 99], open: [1, 2, 3, 4, 99] },
  SZ: { review: REVIEWERS, claim: REVIEWERS, reviewProgress: [2], open: [1, 2, 3, 99] },
  // Platform staff review wish changes and alone write links and copywriting (role 3 reads them).
  MicroWish: { review: REVIEWERS, open: [2, 3, 99] },
  // Platform staff review goods and their change requests; owners ship, cancel and refund their orders.
  SP: { review: REVIEWERS, open: [1, 2, 3, 4, 99], sell: [1, 2, 3, 99] },
  // Platform staff pass or return activities and their change requests.
  SX: { review: REVIEWERS, create: [1, 3], manageAll: [99], open: [1, 2, 3, 99] },
  config: { review: REVIEWERS, microAuth: [4] },
  dataCenter: { seesAll: REVIEWERS, open: [2, 3, 99] },
};

/** The roles holding a capability in an area (for route tables). */
export function rolesFor(area: AreaKey, cap: Capability): Role[] {
  return [...(TABLE[area]?.[cap] ?? [])];
}

/** Whether one of `roles` holds the capability in the area. */
export function can(cap: Capability, area: AreaKey, roles: readonly number[]): boolean {
  const allowed = TABLE[area]?.[cap] ?? [];
  return roles.some((r) => (allowed as readonly number[]).includes(r));
}

export const canReview = (area: AreaKey, roles: readonly number[]): boolean => can('review', area, roles);
export const canClaim = (area: AreaKey, roles: readonly number[]): boolean => can('claim', area, roles);
export const canReviewProgress = (area: AreaKey, roles: readonly number[]): boolean => can('reviewProgress', area, roles);

/**
 * Whether the user reviews other organisations' submissions in some area (platform staff).
 * Staff submit nothing of their own, so the dashboard's cards of an organisation's own items
 * (returned, drafts, reports due) are not theirs; the regional partner, which reviews only its
 * province's 初审 and also submits, keeps them.
 */
export function reviewsSubmissions(roles: readonly number[]): boolean {
  return (Object.keys(TABLE) as AreaKey[]).some((area) => can('review', area, roles));
}
