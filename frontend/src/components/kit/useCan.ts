import { can, canClaim, canReview, canReviewProgress } from '../../lib/capabilities';
import type { AreaKey } from '../../routes/types';
import { useSession } from '../../state/session';

/** The signed-in user's capabilities in an area, and the organisation they act for. */
export function useCan(area: AreaKey) {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  return {
    review: canReview(area, roles),
    claim: canClaim(area, roles),
    reviewProgress: canReviewProgress(area, roles),
    /** Sees what an area shares with regional partners (SJ: the partner's 初审 pages). */
    partnerView: can('partnerView', area, roles),
    orgId: user?.orgId ?? null,
    roles,
  };
}
