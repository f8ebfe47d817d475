// The SX area's pages (活动管理), keyed by route name (routes.ts), each fetched in the browser with
// its own chunk when first shown (docs/how-to-add-an-area.md). The lists import no form code: the
// form builder is in the form's and the preview's chunks only.
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  activelist: () => import('./ListPages').then((m) => m.ActivityListPage),
  addnewactive: () => import('./FormPages').then((m) => m.ActivityFormPage),
  changeactivelist: () => import('./ChangeListPage').then((m) => m.ChangeListPage),
  drafts_list: () => import('./ListPages').then((m) => m.DraftListPage),
  donation_list: () => import('./DonationPages').then((m) => m.DonationListPage),
  editactive: () => import('./FormPages').then((m) => m.ActivityFormPage),
  previewform: () => import('./PreviewPage').then((m) => m.PreviewFormPage),
  drafts_detail: () => import('./DetailPages').then((m) => m.ActivityDetailPage),
  donation_detail: () => import('./DonationPages').then((m) => m.ActivityDonationsPage),
  signlist: () => import('./SignupPages').then((m) => m.SigninListPage),
  signuplist: () => import('./SignupPages').then((m) => m.SignupListPage),
  activedetail: () => import('./DetailPages').then((m) => m.ActivityDetailPage),
  updateactiveinfo: () => import('./ChangePages').then((m) => m.UpdateActivityPage),
  editinfo: () => import('./ChangePages').then((m) => m.ChangeDetailPage),
};
