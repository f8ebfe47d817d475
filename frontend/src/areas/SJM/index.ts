// The SJM area's pages (联合劝募 micro projects), keyed by route name (routes.ts), each fetched in
// the browser with its own chunk when first shown (docs/how-to-add-an-area.md).
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./ListPages'), { projectMList: 'ProjectMListPage', verifyMList: 'VerifyMListPage', draftMBox: 'DraftMBoxPage', authList: 'AuthListPage' }),
  ...pagesIn(() => import('./FormPages'), { newMProject: 'MicroFormPage', editMProject: 'MicroFormPage', draftMProject: 'MicroFormPage' }),
  ...pagesIn(() => import('./ReportListPage'), { processMList: 'ProcessListPage', processListMProject: 'ProcessListPage' }),
  ...pagesIn(() => import('./ChangeListPage'), { changeMList: 'ChangeListPage' }),
  ...pagesIn(() => import('./DonationPages'), { shareDonateMList: 'ShareDonateListPage', donateMList: 'DonateListPage', donateListMProject: 'ProjectDonateListPage' }),
  ...pagesIn(() => import('./ShareDonationPage'), { shareDonateMListDetail: 'ShareDonateDetailPage' }),
  ...pagesIn(() => import('./DetailPages'), { verifyMProject: 'MicroDetailPage' }),
  ...pagesIn(() => import('./ChangePage'), { changeMProject: 'ChangeMProjectPage' }),
  ...pagesIn(() => import('./ChangeReviewPages'), { mprojectVerifyChangeDetail: 'ChangeDetailPage' }),
  ...pagesIn(() => import('./AuthPages'), { verifyAuthInfo: 'VerifyAuthPage' }),
  ...pagesIn(() => import('./ReportPages'), { newMProcess: 'NewReportPage', editMProcess: 'EditReportPage', verifyMProcess: 'VerifyReportPage' }),
};
