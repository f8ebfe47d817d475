import { can, canClaim, canReview, canReviewProgress } from '../../lib/capabilities';
import type { AreaKey } from '../../routes/types';
import { useSession } from '../../state/session';

/**
 * The signed-in user's named capabilities in an area, and the organisation they act for. No role
 * numbers: what a user may do with an item is its `actions` (the workflow engine's); what they may
 * do in an area is a capability named in lib/capabilities.ts (issue 41).
 */
export function useCan(area: AreaKey) {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  return {
    review: canReview(area, roles),
    claim: canClaim(area, roles),
    reviewProgress: canReviewProgress(area, roles),
    /** Sees what an area shares with regional partners (SJ: the partner's 初审 pages). */
    partnerView: can('partnerView', area, roles),
    create: can('create', area, roles),
    manageAll: can('manageAll', area, roles),
    readReports: can('readReports', area, roles),
    seesAll: can('seesAll', area, roles),
    microAuth: can('microAuth', area, roles),
    open: can('open', area, roles),
    orgId: user?.orgId ?? null,
  };
}
