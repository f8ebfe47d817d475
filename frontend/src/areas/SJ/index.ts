// The SJ area's pages (项目管理), keyed by route name (routes.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md, "Pages in chunks of their
// own"). A route without a page here renders the shared "coming soon" page.
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  // Project life (issue 17, project pages).
  projectList: () => import('./ProjectListPages').then((m) => m.ProjectListPage),
  newProject: () => import('./ProjectFormPages').then((m) => m.ProjectFormPage),
  projectClaimed: () => import('./ProjectListPages').then((m) => m.ProjectClaimedPage),
  verifyList: () => import('./ChangeListPage').then((m) => m.ChangeListPage),
  projectClaim: () => import('./ProjectListPages').then((m) => m.ProjectClaimPage),
  draftBox: () => import('./ProjectListPages').then((m) => m.DraftBoxPage),
  editProject: () => import('./ProjectFormPages').then((m) => m.ProjectFormPage),
  issueProject: () => import('./IssuePages').then((m) => m.IssueProjectPage),
  viewProject: () => import('./ProjectDetailPages').then((m) => m.ProjectDetailPage),
  changeProject: () => import('./ChangeProjectPages').then((m) => m.ChangeProjectPage),
  draftProject: () => import('./ProjectFormPages').then((m) => m.ProjectFormPage),
  verifyProject: () => import('./ProjectDetailPages').then((m) => m.ProjectDetailPage),
  projectVerifyChangeDetail: () => import('./ChangeReviewPages').then((m) => m.ChangeDetailPage),
  // Disclosures and donations (issue 17, disclosure and donation pages).
  processList: () => import('./ProcessListPage').then((m) => m.ProcessListPage),
  processListProject: () => import('./ProcessListPage').then((m) => m.ProcessListPage),
  newProcess: () => import('./ProcessPages').then((m) => m.NewReportPage),
  newEndProcess: () => import('./ProcessPages').then((m) => m.NewReportPage),
  editProcess: () => import('./ProcessPages').then((m) => m.EditReportPage),
  editEndProcess: () => import('./ProcessPages').then((m) => m.EditReportPage),
  verifyProcess: () => import('./ProcessPages').then((m) => m.VerifyReportPage),
  verifyEndProcess: () => import('./ProcessPages').then((m) => m.VerifyReportPage),
  donateList: () => import('./DonationPages').then((m) => m.DonateListPage),
  donateListProject: () => import('./DonationPages').then((m) => m.ProjectDonateListPage),
  shareDonateList: () => import('./DonationPages').then((m) => m.ShareDonateListPage),
  shareDonateDetail: () => import('./DonationPages').then((m) => m.ShareDonateDetailPage),
  monthDonateList: () => import('./DonationPages').then((m) => m.MonthDonateListPage),
};
