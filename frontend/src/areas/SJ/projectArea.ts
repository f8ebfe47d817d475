// Donation projects as the kit's shared project pages see them (components/kit/projects/area.ts):
// their calls, states for reports and the pages they link to.
import type { ProjectArea } from '../../components/kit/projects/area';
import { PROJECT_REPORT_STATES } from '../../components/kit/projects/reportState';
import { projectSearch } from '../../components/kit/projects/donationApi';

export const SJ_PROJECTS: ProjectArea = {
  key: 'SJ',
  api: '/api/organization/SJ',
  noun: '项目',
  kinds: ['progress', 'end'],
  reportStates: PROJECT_REPORT_STATES,
  searchProjects: projectSearch('/api/organization/SJ/project_list'),
  exportName: 'project_donate',
  to: {
    view: (id) => `/SJ/viewProject/${id}`,
    reportsOf: (projectId, { review }) => (review ? `/SJ/processListProject/${projectId}` : `/SJ/processList?project_id=${projectId}`),
    report: (kind, page, id) => `/SJ/${page}${kind === 'end' ? 'EndProcess' : 'Process'}/${id}`,
    reportList: (projectId) => `/SJ/processListProject/${projectId}`,
    donations: (projectId) => `/SJ/donateListProject/${projectId}`,
    share: (id) => `/SJ/shareDonateDetail/${id}`,
    shareList: '/SJ/shareDonateList',
    changeList: '/SJ/verifyList',
    changeDetail: (id) => `/SJ/projectVerifyChangeDetail/${id}`,
  },
};
