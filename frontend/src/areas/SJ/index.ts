// The SJ area's pages (项目管理), keyed by route name (routes.ts). A route without a page here
// renders the shared "coming soon" page.
import type { AreaModule } from '../../pages/types';
import { ChangeDetailPage, ChangeListPage, ChangeProjectPage } from './ChangeProjectPages';
import { DonateListPage, MonthDonateListPage, ProjectDonateListPage, ShareDonateDetailPage, ShareDonateListPage } from './DonationPages';
import { IssueProjectPage } from './IssuePages';
import { ProjectDetailPage } from './ProjectDetailPages';
import { ProjectFormPage } from './ProjectFormPages';
import { DraftBoxPage, ProjectClaimedPage, ProjectClaimPage, ProjectListPage } from './ProjectListPages';
import { EditReportPage, NewReportPage, ProcessListPage, VerifyReportPage } from './ProcessPages';

export const pages: AreaModule['pages'] = {
  // Project life (issue 17, project pages).
  projectList: ProjectListPage,
  newProject: ProjectFormPage,
  projectClaimed: ProjectClaimedPage,
  verifyList: ChangeListPage,
  projectClaim: ProjectClaimPage,
  draftBox: DraftBoxPage,
  editProject: ProjectFormPage,
  issueProject: IssueProjectPage,
  viewProject: ProjectDetailPage,
  changeProject: ChangeProjectPage,
  draftProject: ProjectFormPage,
  verifyProject: ProjectDetailPage,
  projectVerifyChangeDetail: ChangeDetailPage,
  // Disclosures and donations (issue 17, disclosure and donation pages).
  processList: ProcessListPage,
  processListProject: ProcessListPage,
  newProcess: NewReportPage,
  newEndProcess: NewReportPage,
  editProcess: EditReportPage,
  editEndProcess: EditReportPage,
  verifyProcess: VerifyReportPage,
  verifyEndProcess: VerifyReportPage,
  donateList: DonateListPage,
  donateListProject: ProjectDonateListPage,
  shareDonateList: ShareDonateListPage,
  shareDonateDetail: ShareDonateDetailPage,
  monthDonateList: MonthDonateListPage,
};
