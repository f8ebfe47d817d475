// The MicroWish area's pages (微心愿), keyed by route name (routes.ts).
import type { AreaModule } from '../../pages/types';
import { ChangeReviewPage, UpdateWishPage } from './ChangePages';
import { ClaimPage, LightupPage } from './ClaimPages';
import { AddCopyPage, EditCopyPage, RelationCopyPage } from './CopyPages';
import { DonationListPage } from './DonationPage';
import { AddLinkPage, EditLinkPage, PushLinkPage, RelationLinkPage } from './LinkPages';
import { RelationWishPage } from './RelationWishPage';
import { WishDetailPage } from './WishDetailPage';
import { WishFormPage } from './WishFormPages';
import { ChangeListPage, WishListPage } from './WishListPages';

export const pages: AreaModule['pages'] = {
  microwish_list: WishListPage,
  add_microwish: WishFormPage,
  change_list: ChangeListPage,
  donation_list: DonationListPage,
  push_link: PushLinkPage,
  see_microwish: WishDetailPage,
  edit_microwish: WishFormPage,
  edit_change_microwish: ChangeReviewPage,
  relation_microwish: RelationWishPage,
  update_microwish: UpdateWishPage,
  edit_link: EditLinkPage,
  relation_link: RelationLinkPage,
  edit_copywriting: EditCopyPage,
  relation_copywriting: RelationCopyPage,
  claim_microwish: ClaimPage,
  lightup_microwish: LightupPage,
  add_link: AddLinkPage,
  add_copywriting: AddCopyPage,
};
