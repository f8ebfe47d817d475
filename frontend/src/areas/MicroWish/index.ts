// The MicroWish area's pages (微心愿), keyed by route name (routes.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md).
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./WishListPages'), { microwish_list: 'WishListPage', change_list: 'ChangeListPage' }),
  ...pagesIn(() => import('./WishFormPages'), { add_microwish: 'WishFormPage', edit_microwish: 'WishFormPage' }),
  ...pagesIn(() => import('./DonationPage'), { donation_list: 'DonationListPage' }),
  ...pagesIn(() => import('./LinkPages'), { push_link: 'PushLinkPage', edit_link: 'EditLinkPage', relation_link: 'RelationLinkPage', add_link: 'AddLinkPage' }),
  ...pagesIn(() => import('./WishDetailPage'), { see_microwish: 'WishDetailPage' }),
  ...pagesIn(() => import('./ChangePages'), { edit_change_microwish: 'ChangeReviewPage', update_microwish: 'UpdateWishPage' }),
  ...pagesIn(() => import('./RelationWishPage'), { relation_microwish: 'RelationWishPage' }),
  ...pagesIn(() => import('./CopyPages'), { edit_copywriting: 'EditCopyPage', relation_copywriting: 'RelationCopyPage', add_copywriting: 'AddCopyPage' }),
  ...pagesIn(() => import('./ClaimPages'), { claim_microwish: 'ClaimPage', lightup_microwish: 'LightupPage' }),
};
