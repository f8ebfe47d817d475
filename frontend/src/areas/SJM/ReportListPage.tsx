// 微项目信息披露 (processMList) and one micro project's reports (processListMProject/:id): the
// kit's reports list over /SJM's calls, apart from the report forms so the list's chunk holds none.
import { reportListPage } from '../../components/kit/projects/ReportListPage';
import { SJM_PROJECTS } from './projectArea';

export const ProcessListPage = reportListPage(SJM_PROJECTS);
