// Micro projects as the kit's shared project pages see them (components/kit/projects/area.ts):
// their calls, the states a progress report may be written in, the pages they link to.
import type { ProjectArea } from '../../components/kit/projects/area';
import { projectSearch } from '../../components/kit/projects/donationApi';
import { SJM_API } from './api';

export const SJM_PROJECTS: ProjectArea = {
  key: 'SJM',
  api: SJM_API,
  noun: '微项目',
  kinds: ['progress'],
  reportStates: { disclose: [2, 3], discloseText: '募款中或已结束' },
  searchProjects: projectSearch(`${SJM_API}/project_list`),
  exportName: 'mproject_donate',
  channels: [
    { value: 1, label: '直接捐款' },
    { value: 2, label: '一起捐' },
  ],
  to: {
    view: (id) => `/SJM/verifyMProject/${id}`,
    // Role 1 has no report list on /SJM (spec §6): its micro project's page lists them.
    reportsOf: (projectId, { readReports }) => (readReports ? `/SJM/processListMProject/${projectId}` : `/SJM/verifyMProject/${projectId}`),
    report: (_kind, page, id) => `/SJM/${page}MProcess/${id}`,
    reportList: (projectId) => `/SJM/processListMProject/${projectId}`,
    donations: (projectId) => `/SJM/donateListMProject/${projectId}`,
    share: (id) => `/SJM/shareDonateMListDetail/${id}`,
    shareList: '/SJM/shareDonateMList',
    changeList: '/SJM/changeMList',
    changeDetail: (id) => `/SJM/mprojectVerifyChangeDetail/${id}`,
  },
};
