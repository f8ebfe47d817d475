// The SJM area's pages (联合劝募 micro projects), keyed by route name (routes.ts), each fetched in
// the browser with its own chunk when first shown (docs/how-to-add-an-area.md).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  projectMList: () => import('./ListPages').then((m) => m.ProjectMListPage),
  newMProject: () => import('./FormPages').then((m) => m.MicroFormPage),
  processMList: () => import('./ReportListPage').then((m) => m.ProcessListPage),
  verifyMList: () => import('./ListPages').then((m) => m.VerifyMListPage),
  changeMList: () => import('./ChangeListPage').then((m) => m.ChangeListPage),
  draftMBox: () => import('./ListPages').then((m) => m.DraftMBoxPage),
  authList: () => import('./ListPages').then((m) => m.AuthListPage),
  shareDonateMList: () => import('./DonationPages').then((m) => m.ShareDonateListPage),
  donateMList: () => import('./DonationPages').then((m) => m.DonateListPage),
  editMProject: () => import('./FormPages').then((m) => m.MicroFormPage),
  verifyMProject: () => import('./DetailPages').then((m) => m.MicroDetailPage),
  changeMProject: () => import('./ChangePage').then((m) => m.ChangeMProjectPage),
  draftMProject: () => import('./FormPages').then((m) => m.MicroFormPage),
  mprojectVerifyChangeDetail: () => import('./ChangeReviewPages').then((m) => m.ChangeDetailPage),
  verifyAuthInfo: () => import('./AuthPages').then((m) => m.VerifyAuthPage),
  shareDonateMListDetail: () => import('./DonationPages').then((m) => m.ShareDonateDetailPage),
  donateListMProject: () => import('./DonationPages').then((m) => m.ProjectDonateListPage),
  newMProcess: () => import('./ReportPages').then((m) => m.NewReportPage),
  editMProcess: () => import('./ReportPages').then((m) => m.EditReportPage),
  verifyMProcess: () => import('./ReportPages').then((m) => m.VerifyReportPage),
  processListMProject: () => import('./ReportListPage').then((m) => m.ProcessListPage),
};
