// The SX area's pages (活动管理), keyed by route name (routes.ts), each fetched in the browser with
// its own chunk when first shown (docs/how-to-add-an-area.md). The lists import no form code: the
// form builder is in the form's and the preview's chunks only.
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./ListPages'), { activelist: 'ActivityListPage', drafts_list: 'DraftListPage' }),
  ...pagesIn(() => import('./FormPages'), { addnewactive: 'ActivityFormPage', editactive: 'ActivityFormPage' }),
  ...pagesIn(() => import('./ChangeListPage'), { changeactivelist: 'ChangeListPage' }),
  ...pagesIn(() => import('./DonationPages'), { donation_list: 'DonationListPage', donation_detail: 'ActivityDonationsPage' }),
  ...pagesIn(() => import('./PreviewPage'), { previewform: 'PreviewFormPage' }),
  ...pagesIn(() => import('./DetailPages'), { drafts_detail: 'ActivityDetailPage', activedetail: 'ActivityDetailPage' }),
  ...pagesIn(() => import('./SignupPages'), { signlist: 'SigninListPage', signuplist: 'SignupListPage' }),
  ...pagesIn(() => import('./ChangePages'), { updateactiveinfo: 'UpdateActivityPage', editinfo: 'ChangeDetailPage' }),
};
