// Route loaders of the donation pages (捐款明细, 一起捐, 月捐). The list state lives in the URL:
// `status` is the pay status (or the pledge's), `channel` and `project_id` the further filters.
import { dateRange, idFromPath, listLoader, q } from '../../routes/params';
import type { LoaderSpec, ParamSource } from '../../routes/types';
import { projectLoader } from '../../components/kit/projects/reportLoaders';

const API = '/api/organization/SJ';
const pathId: ParamSource = { from: 'path', name: 'id' };
const donateFilters = { pay_status: q('status'), channel: q('channel'), keyword: q('keyword'), ...dateRange };

export const donationLoaders = {
  donateList: [listLoader('donations', `${API}/donate_list`, { ...donateFilters, project_id: q('project_id') })],
  donateListProject: [projectLoader(`${API}/project_detail`), listLoader('donations', `${API}/donate_list`, { ...donateFilters, project_id: pathId })],
  shareDonateList: [listLoader('shares', `${API}/share_list`, { project_id: q('project_id'), keyword: q('keyword') })],
  shareDonateDetail: [
    { key: 'share', method: 'GET', path: `${API}/share_detail`, params: idFromPath },
    listLoader('donations', `${API}/donate_list`, { ...donateFilters, share_id: pathId }),
  ],
  monthDonateList: [listLoader('pledges', `${API}/month_donate_list`, { status: q('status'), project_id: q('project_id'), keyword: q('keyword') })],
} satisfies Record<string, LoaderSpec[]>;
