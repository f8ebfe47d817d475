// Route loaders of the report pages (信息披露, 结项报告) of a project area: what each page reads
// on the server for its first paint. The list state (kind, status, keyword, page) is the URL's.
// Plain data (no React), so route tables import it.
import { idFromPath, listLoader, q, sortFromQuery } from '../../../routes/params';
import type { LoaderSpec, ParamSource } from '../../../routes/types';

const pathId: ParamSource = { from: 'path', name: 'id' };

/** The project a new report is written for, or whose reports or donations a list shows (key `project`). */
export const projectLoader = (detailPath: string): LoaderSpec => ({ key: 'project', method: 'GET', path: detailPath, params: idFromPath });

const filters = { kind: q('kind'), status: q('status'), keyword: q('keyword'), ...sortFromQuery };

/** `api`: the area's prefix; `detailPath`: its project detail call. */
export function reportLoaders(api: string, detailPath: string) {
  const project = projectLoader(detailPath);
  return {
    processList: [listLoader('reports', `${api}/process_list`, { ...filters, project_id: q('project_id'), own: q('own') })],
    processListProject: [project, listLoader('reports', `${api}/process_list`, { project_id: pathId, ...filters })],
    newReport: [project],
    report: [{ key: 'report', method: 'GET', path: `${api}/process_detail`, params: idFromPath }],
  } satisfies Record<string, LoaderSpec[]>;
}
