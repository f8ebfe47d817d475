// The SJ area's pages, keyed by route name; a route without one renders the shared
// "coming soon" page until its component is added here.
import type { AreaModule } from '../../pages/types';
import { DonateListPage, MonthDonateListPage, ProjectDonateListPage, ShareDonateDetailPage, ShareDonateListPage } from './DonationPages';
import { EditReportPage, NewReportPage, ProcessListPage, VerifyReportPage } from './ProcessPages';

export const pages: AreaModule['pages'] = {
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
