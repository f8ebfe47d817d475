// The MicroWish area's pages (微心愿), keyed by route name (routes.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  microwish_list: () => import('./WishListPages').then((m) => m.WishListPage),
  add_microwish: () => import('./WishFormPages').then((m) => m.WishFormPage),
  change_list: () => import('./WishListPages').then((m) => m.ChangeListPage),
  donation_list: () => import('./DonationPage').then((m) => m.DonationListPage),
  push_link: () => import('./LinkPages').then((m) => m.PushLinkPage),
  see_microwish: () => import('./WishDetailPage').then((m) => m.WishDetailPage),
  edit_microwish: () => import('./WishFormPages').then((m) => m.WishFormPage),
  edit_change_microwish: () => import('./ChangePages').then((m) => m.ChangeReviewPage),
  relation_microwish: () => import('./RelationWishPage').then((m) => m.RelationWishPage),
  update_microwish: () => import('./ChangePages').then((m) => m.UpdateWishPage),
  edit_link: () => import('./LinkPages').then((m) => m.EditLinkPage),
  relation_link: () => import('./LinkPages').then((m) => m.RelationLinkPage),
  edit_copywriting: () => import('./CopyPages').then((m) => m.EditCopyPage),
  relation_copywriting: () => import('./CopyPages').then((m) => m.RelationCopyPage),
  claim_microwish: () => import('./ClaimPages').then((m) => m.ClaimPage),
  lightup_microwish: () => import('./ClaimPages').then((m) => m.LightupPage),
  add_link: () => import('./LinkPages').then((m) => m.AddLinkPage),
  add_copywriting: () => import('./CopyPages').then((m) => m.AddCopyPage),
};
