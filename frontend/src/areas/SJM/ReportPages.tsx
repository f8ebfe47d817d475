// The micro project's progress reports (项目进展): the kit's report pages over /SJM's calls
// (newMProcess/:id, editMProcess/:id, verifyMProcess/:id).
import { reportPages } from '../../components/kit/projects/ReportPages';
import { SJM_PROJECTS } from './projectArea';

export const { NewReportPage, EditReportPage, VerifyReportPage } = reportPages(SJM_PROJECTS);
