// 信息披露 (processList, ?project_id= for one project) and one project's (processListProject/:id):
// the kit's reports list over /SJ's calls, a file of its own so the list's chunk holds no form.
import { reportListPage } from '../../components/kit/projects/ReportListPage';
import { SJ_PROJECTS } from './projectArea';

export const ProcessListPage = reportListPage(SJ_PROJECTS);
