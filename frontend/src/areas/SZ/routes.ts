import { rolesFor } from '../../lib/capabilities';
import { dateRange as dates, idFromPath, listLoader, plainLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec, ParamSource } from '../../routes/types';

const API = '/api/organization/SZ';
const REVIEW = rolesFor('SZ', 'review');
const CLAIM = rolesFor('SZ', 'claim');

const helpTypes = plainLoader('types', `${API}/help_type_list`);
const helpDetail: LoaderSpec = { key: 'detail', method: 'GET', path: `${API}/help_project_detail`, params: idFromPath };
const progressDetail: LoaderSpec = { key: 'progress', method: 'GET', path: `${API}/help_project_progess_detail`, params: idFromPath };

// List state (page, status, keyword, start_date, end_date) lives in the URL query, so the
// server renders the same page a reload or a shared link asks for (components/kit/listQuery.ts).
const list = (key: string, call: string, filters: Record<string, ParamSource>): LoaderSpec => listLoader(key, `${API}/${call}`, filters);


/** Help / relief cases (contract-sandbox.md, "Help cases (issue 5)"). */
export const szArea: AreaDef = {
  key: 'SZ',
  base: '/SZ',
  title: '求助管理',
  icon: 'help',
  roles: rolesFor('SZ', 'open'),
  api: ['/api/organization/SZ/'],
  routes: [
    {
      path: 'helpList',
      name: 'helpList',
      title: '求助列表',
      loaders: [list('cases', 'help_project_list', { status: q('status'), help_type_id: q('help_type_id'), keyword: q('keyword'), ending: q('ending'), own: q('own'), ...dates, ...sortFromQuery }), helpTypes],
    },
    { path: 'newHelp', name: 'newHelp', title: '新建求助', loaders: [helpTypes] },
    {
      path: 'batchHelp',
      name: 'batchHelp',
      title: '批量导入求助',
      // Only with ?batch=<id> (a staged file); the upload step needs no staged rows.
      // `valid` (0 = only rows with errors, 1 = only valid rows) filters the staged rows.
      loaders: [
        { ...list('batch', 'import_help_project_list', { batch_id: q('batch'), valid: q('valid') }), requires: 'batch' },
        helpTypes,
      ],
    },
    {
      path: 'helpClaimed',
      name: 'helpClaimed',
      title: '已认领求助',
      roles: CLAIM,
      loaders: [list('cases', 'receive_org_help_project_list', { status: q('status'), help_type_id: q('help_type_id'), keyword: q('keyword'), ...dates, ...sortFromQuery }), helpTypes],
    },
    {
      path: 'helpProcessList',
      name: 'helpProcessList',
      title: '求助进展',
      loaders: [list('progress', 'help_project_progess_list', { status: q('status'), keyword: q('keyword'), own: q('own'), ...sortFromQuery })],
    },
    {
      path: 'helpVerifyList',
      name: 'helpVerifyList',
      title: '求助变更',
      loaders: [list('issues', 'help_project_issue_list', { status: q('status'), keyword: q('keyword'), ...sortFromQuery })],
    },
    {
      path: 'helpClaim',
      name: 'helpClaim',
      title: '待认领求助',
      roles: CLAIM,
      loaders: [list('pool', 'get_org_receive_help_list', { keyword: q('keyword'), ...dates, ...sortFromQuery })],
    },
    { path: 'helpDraftBox', name: 'helpDraftBox', title: '草稿箱', loaders: [list('drafts', 'draft_box_list', { keyword: q('keyword'), ...dates, ...sortFromQuery })] },
    {
      path: 'helpDonateList',
      name: 'helpDonateList',
      title: '捐款明细',
      loaders: [list('orders', 'donate_list', { pay_status: q('status'), keyword: q('keyword'), ...dates, ...sortFromQuery })],
    },
    {
      path: 'helpProcessList/:id',
      name: 'helpProcessListHelp', parent: 'helpProcessList',
      title: '求助进展列表',
      hidden: true,
      loaders: [
        helpDetail,
        list('progress', 'help_project_progess_list', { help_id: { from: 'path', name: 'id' }, status: q('status'), keyword: q('keyword'), ...sortFromQuery }),
      ],
    },
    { path: 'draftHelp/:id', name: 'draftHelp', parent: 'helpDraftBox', title: '编辑求助草稿', hidden: true, loaders: [helpTypes, helpDetail] },
    {
      path: 'helpVerifyChangeDetail/:id',
      name: 'helpVerifyChangeDetail', parent: 'helpVerifyList',
      title: '求助变更详情',
      hidden: true,
      roles: REVIEW,
      loaders: [{ key: 'audit', method: 'GET', path: `${API}/help_project_issue_audit`, params: idFromPath }],
    },
    { path: 'editHelp/:id', name: 'editHelp', parent: 'helpList', title: '编辑求助', hidden: true, loaders: [helpTypes, helpDetail] },
    { path: 'viewHelp/:id', name: 'viewHelp', parent: 'helpList', title: '查看求助', hidden: true, loaders: [helpDetail] },
    { path: 'changeHelp/:id', name: 'changeHelp', parent: 'helpList', title: '变更求助', hidden: true, loaders: [helpDetail] },
    { path: 'verifyHelp/:id', name: 'verifyHelp', parent: 'helpClaimed', title: '审核求助', hidden: true, roles: REVIEW, loaders: [helpDetail] },
    // Spec §6: "2 only" — the super admin (99) does not get this page.
    { path: 'verifyHelpProcess/:id', name: 'verifyHelpProcess', parent: 'helpProcessList', title: '审核求助进展', hidden: true, roles: rolesFor('SZ', 'reviewProgress'), loaders: [progressDetail] },
    // The id is the help case's; the new report belongs to it.
    { path: 'newHelpProcess/:id', name: 'newHelpProcess', parent: 'helpProcessList', title: '新增求助进展', hidden: true, loaders: [helpDetail] },
    { path: 'editHelpProcess/:id', name: 'editHelpProcess', parent: 'helpProcessList', title: '编辑求助进展', hidden: true, loaders: [progressDetail] },
    {
      path: 'helpDonateListHelp/:id',
      name: 'helpDonateListHelp', parent: 'helpDonateList',
      title: '求助捐款明细',
      hidden: true,
      loaders: [
        helpDetail,
        list('orders', 'donate_list', { help_id: { from: 'path', name: 'id' }, pay_status: q('status'), keyword: q('keyword'), ...dates, ...sortFromQuery }),
      ],
    },
  ],
};
