// The SJ area's pages (项目管理), keyed by route name (routes.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md, "Pages in chunks of their
// own"). A route without a page here renders the shared "coming soon" page.
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  // Project life (issue 17, project pages).
  ...pagesIn(() => import('./ProjectListPages'), { projectList: 'ProjectListPage', projectClaimed: 'ProjectClaimedPage', projectClaim: 'ProjectClaimPage', draftBox: 'DraftBoxPage' }),
  ...pagesIn(() => import('./ProjectFormPages'), { newProject: 'ProjectFormPage', editProject: 'ProjectFormPage', draftProject: 'ProjectFormPage' }),
  ...pagesIn(() => import('./ChangeListPage'), { verifyList: 'ChangeListPage' }),
  ...pagesIn(() => import('./IssuePages'), { issueProject: 'IssueProjectPage' }),
  ...pagesIn(() => import('./ProjectDetailPages'), { viewProject: 'ProjectDetailPage', verifyProject: 'ProjectDetailPage' }),
  ...pagesIn(() => import('./ChangeProjectPages'), { changeProject: 'ChangeProjectPage' }),
  ...pagesIn(() => import('./ChangeReviewPages'), { projectVerifyChangeDetail: 'ChangeDetailPage' }),
  // Disclosures and donations (issue 17, disclosure and donation pages).
  ...pagesIn(() => import('./ProcessListPage'), { processList: 'ProcessListPage', processListProject: 'ProcessListPage' }),
  ...pagesIn(() => import('./ProcessPages'), { newProcess: 'NewReportPage', newEndProcess: 'NewReportPage', editProcess: 'EditReportPage', editEndProcess: 'EditReportPage', verifyProcess: 'VerifyReportPage', verifyEndProcess: 'VerifyReportPage' }),
  ...pagesIn(() => import('./DonationPages'), { donateList: 'DonateListPage', donateListProject: 'ProjectDonateListPage', shareDonateList: 'ShareDonateListPage', monthDonateList: 'MonthDonateListPage' }),
  ...pagesIn(() => import('./ShareDonationPage'), { shareDonateDetail: 'ShareDonateDetailPage' }),
};
