// The SJM area's pages (联合劝募 micro projects), keyed by route name (routes.ts).
import type { AreaModule } from '../../pages/types';
import { VerifyAuthPage } from './AuthPages';
import { ChangeMProjectPage } from './ChangePage';
import { MicroDetailPage } from './DetailPages';
import { MicroFormPage } from './FormPages';
import { AuthListPage, DraftMBoxPage, ProjectMListPage, VerifyMListPage } from './ListPages';
import {
  ChangeDetailPage,
  ChangeListPage,
  DonateListPage,
  EditReportPage,
  NewReportPage,
  ProcessListPage,
  ProjectDonateListPage,
  ShareDonateDetailPage,
  ShareDonateListPage,
  VerifyReportPage,
} from './SharedPages';

export const pages: AreaModule['pages'] = {
  projectMList: ProjectMListPage,
  newMProject: MicroFormPage,
  processMList: ProcessListPage,
  verifyMList: VerifyMListPage,
  changeMList: ChangeListPage,
  draftMBox: DraftMBoxPage,
  authList: AuthListPage,
  shareDonateMList: ShareDonateListPage,
  donateMList: DonateListPage,
  editMProject: MicroFormPage,
  verifyMProject: MicroDetailPage,
  changeMProject: ChangeMProjectPage,
  draftMProject: MicroFormPage,
  mprojectVerifyChangeDetail: ChangeDetailPage,
  verifyAuthInfo: VerifyAuthPage,
  shareDonateMListDetail: ShareDonateDetailPage,
  donateListMProject: ProjectDonateListPage,
  newMProcess: NewReportPage,
  editMProcess: EditReportPage,
  verifyMProcess: VerifyReportPage,
  processListMProject: ProcessListPage,
};
