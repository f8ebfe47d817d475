// Disclosures (信息披露) and end reports (结项报告) of donation projects: the kit's report pages
// over /SJ's calls (newProcess/:id, newEndProcess/:id, editProcess/:id, editEndProcess/:id,
// verifyProcess/:id, verifyEndProcess/:id; the lists are ProcessListPage.tsx).
import { reportPages } from '../../components/kit/projects/ReportPages';
import { SJ_PROJECTS } from './projectArea';

export const { NewReportPage, EditReportPage, VerifyReportPage } = reportPages(SJ_PROJECTS);
