// The SZ area's pages (求助管理), keyed by route name (routes/SZ.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  helpList: () => import('./ListPages').then((m) => m.HelpListPage),
  newHelp: () => import('./HelpFormPages').then((m) => m.CaseFormPage),
  batchHelp: () => import('./BatchHelpPage').then((m) => m.BatchHelpPage),
  helpClaimed: () => import('./ListPages').then((m) => m.HelpClaimedPage),
  helpProcessList: () => import('./ListPages').then((m) => m.HelpProcessListPage),
  helpVerifyList: () => import('./ListPages').then((m) => m.HelpVerifyListPage),
  helpClaim: () => import('./ListPages').then((m) => m.HelpClaimPage),
  helpDraftBox: () => import('./ListPages').then((m) => m.HelpDraftBoxPage),
  helpDonateList: () => import('./DonatePages').then((m) => m.DonateListPage),
  helpProcessListHelp: () => import('./ListPages').then((m) => m.HelpProcessListPage),
  draftHelp: () => import('./HelpFormPages').then((m) => m.CaseFormPage),
  helpVerifyChangeDetail: () => import('./ChangePages').then((m) => m.IssueDetailPage),
  editHelp: () => import('./HelpFormPages').then((m) => m.CaseFormPage),
  viewHelp: () => import('./CaseDetailPages').then((m) => m.CaseDetailPage),
  changeHelp: () => import('./ChangePages').then((m) => m.ChangeHelpPage),
  verifyHelp: () => import('./CaseDetailPages').then((m) => m.CaseDetailPage),
  verifyHelpProcess: () => import('./ProgressPages').then((m) => m.VerifyProgressPage),
  newHelpProcess: () => import('./ProgressPages').then((m) => m.NewProgressPage),
  editHelpProcess: () => import('./ProgressPages').then((m) => m.EditProgressPage),
  helpDonateListHelp: () => import('./DonatePages').then((m) => m.CaseDonateListPage),
};
