// The SZ area's pages (求助管理), keyed by route name (routes/SZ.ts).
import type { AreaModule } from '../../pages/types';
import { BatchHelpPage } from './BatchHelpPage';
import { CaseDetailPage } from './CaseDetailPages';
import { ChangeHelpPage, IssueDetailPage } from './ChangePages';
import { CaseDonateListPage, DonateListPage } from './DonatePages';
import { CaseFormPage } from './HelpFormPages';
import { HelpClaimedPage, HelpClaimPage, HelpDraftBoxPage, HelpListPage, HelpProcessListPage, HelpVerifyListPage } from './ListPages';
import { EditProgressPage, NewProgressPage, VerifyProgressPage } from './ProgressPages';

export const pages: AreaModule['pages'] = {
  helpList: HelpListPage,
  newHelp: CaseFormPage,
  batchHelp: BatchHelpPage,
  helpClaimed: HelpClaimedPage,
  helpProcessList: HelpProcessListPage,
  helpVerifyList: HelpVerifyListPage,
  helpClaim: HelpClaimPage,
  helpDraftBox: HelpDraftBoxPage,
  helpDonateList: DonateListPage,
  helpProcessListHelp: HelpProcessListPage,
  draftHelp: CaseFormPage,
  helpVerifyChangeDetail: IssueDetailPage,
  editHelp: CaseFormPage,
  viewHelp: CaseDetailPage,
  changeHelp: ChangeHelpPage,
  verifyHelp: CaseDetailPage,
  verifyHelpProcess: VerifyProgressPage,
  newHelpProcess: NewProgressPage,
  editHelpProcess: EditProgressPage,
  helpDonateListHelp: CaseDonateListPage,
};
