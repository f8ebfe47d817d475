// Route loaders of the disclosure pages (信息披露, 结项报告): what each page reads on the server
// for its first paint. The list state (kind, status, keyword, page) is the URL's.
import { idFromPath, listLoader, q } from '../../routes/params';
import type { LoaderSpec, ParamSource } from '../../routes/types';

const API = '/api/organization/SJ';
const pathId: ParamSource = { from: 'path', name: 'id' };

/** The project a new report is written for, or whose reports a list shows. */
export const projectForReport: LoaderSpec = { key: 'project', method: 'GET', path: `${API}/project_detail`, params: idFromPath };
/** One report (disclosure or end report). */
export const reportDetail: LoaderSpec = { key: 'report', method: 'GET', path: `${API}/process_detail`, params: idFromPath };

const filters = { kind: q('kind'), status: q('status'), keyword: q('keyword') };

export const reportLoaders = {
  processList: [listLoader('reports', `${API}/process_list`, { ...filters, project_id: q('project_id') })],
  processListProject: [projectForReport, listLoader('reports', `${API}/process_list`, { project_id: pathId, ...filters })],
  newReport: [projectForReport],
  report: [reportDetail],
} satisfies Record<string, LoaderSpec[]>;
