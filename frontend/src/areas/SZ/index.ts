// The SZ area's pages (求助管理), keyed by route name (routes/SZ.ts), each fetched in the browser
// with its own chunk when first shown (docs/how-to-add-an-area.md).
import { pageByQuery } from '../../pages/pageByQuery';
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./ListPages'), { helpList: 'HelpListPage', helpClaimed: 'HelpClaimedPage', helpProcessList: 'HelpProcessListPage', helpVerifyList: 'HelpVerifyListPage', helpClaim: 'HelpClaimPage', helpDraftBox: 'HelpDraftBoxPage', helpProcessListHelp: 'HelpProcessListPage' }),
  ...pagesIn(() => import('./HelpFormPages'), { newHelp: 'CaseFormPage', draftHelp: 'CaseFormPage', editHelp: 'CaseFormPage' }),
  // The upload step is what the menu opens; a staged batch (?batch=<id>) is a table of its rows.
  batchHelp: pageByQuery(
    'batch',
    () => import('./BatchStagedPage').then((m) => m.BatchStagedPage),
    () => import('./BatchUploadPage').then((m) => m.BatchUploadPage),
  ),
  ...pagesIn(() => import('./DonatePages'), { helpDonateList: 'DonateListPage', helpDonateListHelp: 'CaseDonateListPage' }),
  ...pagesIn(() => import('./ChangePages'), { helpVerifyChangeDetail: 'IssueDetailPage', changeHelp: 'ChangeHelpPage' }),
  ...pagesIn(() => import('./CaseDetailPages'), { viewHelp: 'CaseDetailPage', verifyHelp: 'CaseDetailPage' }),
  ...pagesIn(() => import('./ProgressPages'), { verifyHelpProcess: 'VerifyProgressPage', newHelpProcess: 'NewProgressPage', editHelpProcess: 'EditProgressPage' }),
};
