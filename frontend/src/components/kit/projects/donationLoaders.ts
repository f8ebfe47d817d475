// Route loaders of a project area's donation pages (捐款明细, 一起捐). The list state lives in
// the URL: `status` is the pay status, `channel` and `project_id` the further filters. Plain data
// (no React), so route tables import it.
import { dateRange, idFromPath, listLoader, q, sortFromQuery } from '../../../routes/params';
import type { LoaderSpec, ParamSource } from '../../../routes/types';
import { projectLoader } from './reportLoaders';

const pathId: ParamSource = { from: 'path', name: 'id' };
const donateFilters = { pay_status: q('status'), channel: q('channel'), keyword: q('keyword'), ...dateRange, ...sortFromQuery };

/** `api`: the area's prefix; `detailPath`: its project detail call. */
export function donationLoaders(api: string, detailPath: string) {
  return {
    donateList: [listLoader('donations', `${api}/donate_list`, { ...donateFilters, project_id: q('project_id') })],
    donateListProject: [projectLoader(detailPath), listLoader('donations', `${api}/donate_list`, { ...donateFilters, project_id: pathId })],
    shareDonateList: [listLoader('shares', `${api}/share_list`, { project_id: q('project_id'), keyword: q('keyword'), ...sortFromQuery })],
    shareDonateDetail: [
      { key: 'share', method: 'GET', path: `${api}/share_detail`, params: idFromPath },
      listLoader('donations', `${api}/donate_list`, { ...donateFilters, share_id: pathId }),
    ],
  } satisfies Record<string, LoaderSpec[]>;
}
