import { donationLoaders as donationLoadersOf } from '../../components/kit/projects/donationLoaders';
import { reportLoaders as reportLoadersOf } from '../../components/kit/projects/reportLoaders';
import { rolesFor } from '../../lib/capabilities';
import { dateRange as dates, idFromPath, listLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec } from '../../routes/types';
import { WORDS } from '../../lib/glossary';

const API = '/api/organization/SJM';
const REVIEW = rolesFor('SJM', 'review');
/** Progress reports: the platform's reviewers and the regional partner verify them; 4 and the reviewers list them. */
const VERIFY_REPORT = rolesFor('SJM', 'reviewProgress');
const REPORT_LISTS = rolesFor('SJM', 'readReports');

const detail: LoaderSpec = { key: 'detail', method: 'GET', path: `${API}/project_detail`, params: idFromPath };
/** Whether the caller's organisation may submit (its authentication): the form says why not. */
const authInfo: LoaderSpec = { key: 'auth', method: 'GET', path: `${API}/auth_info`, params: {} };
const reportLoaders = reportLoadersOf(API, `${API}/project_detail`);
const donationLoaders = donationLoadersOf(API, `${API}/project_detail`);
const parentFilter = { parent_type: q('parent_type'), parent_id: q('parent_id') };
/** With a parent in the URL, the list also shows what the parent's micro projects raised (the donations' sum). */
const parentSum: LoaderSpec = {
  key: 'parentSum',
  method: 'GET',
  path: `${API}/donate_list`,
  params: { pageNum: { value: 1 }, pageSize: { value: 1 }, ...parentFilter },
  requires: 'parent_id',
};

/** Joint-donation (联合劝募) micro projects (contract-sandbox.md, "Joint-donation micro projects"). */
export const sjmArea: AreaDef = {
  key: 'SJM',
  base: '/SJM',
  title: '联合劝募',
  icon: 'team',
  roles: rolesFor('SJM', 'open'),
  api: [`${API}/`],
  routes: [
    {
      path: 'projectMList',
      name: 'projectMList',
      title: '微项目列表',
      loaders: [listLoader('projects', `${API}/project_list`, { status: q('status'), keyword: q('keyword'), ...parentFilter, ending: q('ending'), own: q('own'), ...dates, ...sortFromQuery }), parentSum],
    },
    { path: 'newMProject', name: 'newMProject', title: '新建微项目', roles: rolesFor('SJM', 'create') },
    { path: 'processMList', name: 'processMList', title: '微项目信息披露', roles: REPORT_LISTS, loaders: reportLoaders.processList },
    { path: 'verifyMList', name: 'verifyMList', title: '微项目审核', roles: REVIEW, loaders: [listLoader('projects', `${API}/verify_list`, { status: q('status'), keyword: q('keyword'), ...dates, ...sortFromQuery })] },
    { path: 'changeMList', name: 'changeMList', title: '微项目变更', loaders: [listLoader('changes', `${API}/change_list`, { status: q('status'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'draftMBox', name: 'draftMBox', title: '草稿箱', loaders: [listLoader('drafts', `${API}/draft_box_list`, { keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'authList', name: 'authList', title: '微机构认证审核', roles: REVIEW, loaders: [listLoader('auths', `${API}/auth_list`, { status: q('status'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'shareDonateMList', name: 'shareDonateMList', title: '分享捐列表', loaders: donationLoaders.shareDonateList },
    { path: 'donateMList', name: 'donateMList', title: '捐款明细', loaders: donationLoaders.donateList },
    { path: 'editMProject/:id', name: 'editMProject', parent: 'projectMList', title: '编辑微项目', hidden: true, loaders: [detail] },
    { path: 'verifyMProject/:id', name: 'verifyMProject', parent: 'projectMList', title: '微项目详情', hidden: true, loaders: [detail] },
    { path: 'changeMProject/:id', name: 'changeMProject', parent: 'projectMList', title: '变更微项目', hidden: true, loaders: [detail] },
    { path: 'draftMProject/:id', name: 'draftMProject', parent: 'draftMBox', title: '编辑微项目草稿', hidden: true, loaders: [detail, authInfo] },
    {
      path: 'mprojectVerifyChangeDetail/:id',
      name: 'mprojectVerifyChangeDetail',
      parent: 'changeMList',
      title: '微项目变更详情',
      hidden: true,
      roles: REVIEW,
      loaders: [{ key: 'change', method: 'GET', path: `${API}/change_detail`, params: idFromPath }],
    },
    {
      path: 'verifyAuthInfo/:id',
      name: 'verifyAuthInfo',
      parent: 'authList',
      title: '微机构认证详情',
      hidden: true,
      roles: REVIEW,
      loaders: [{ key: 'submission', method: 'GET', path: `${API}/auth_detail`, params: idFromPath }],
    },
    { path: 'shareDonateMListDetail/:id', name: 'shareDonateMListDetail', parent: 'shareDonateMList', title: '分享捐详情', hidden: true, loaders: donationLoaders.shareDonateDetail },
    { path: 'donateListMProject/:id', name: 'donateListMProject', parent: 'donateMList', title: '微项目捐款明细', hidden: true, loaders: donationLoaders.donateListProject },
    { path: 'newMProcess/:id', name: 'newMProcess', parent: 'processMList', title: '新增微项目信息披露', hidden: true, loaders: reportLoaders.newReport },
    { path: 'editMProcess/:id', name: 'editMProcess', parent: 'processMList', title: '编辑微项目信息披露', hidden: true, loaders: reportLoaders.report },
    { path: 'verifyMProcess/:id', name: 'verifyMProcess', parent: 'processMList', title: '审核微项目信息披露', hidden: true, roles: VERIFY_REPORT, loaders: reportLoaders.report },
    { path: 'processListMProject/:id', name: 'processListMProject', parent: 'processMList', title: `本项目${WORDS.disclosure}`, hidden: true, roles: REPORT_LISTS, loaders: reportLoaders.processListProject },
  ],
};
