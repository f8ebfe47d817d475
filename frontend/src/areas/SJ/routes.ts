import { rolesFor } from '../../lib/capabilities';
import { dateRange as dates, idFromPath, listLoader, plainLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec } from '../../routes/types';
import { donationLoaders as donationLoadersOf } from '../../components/kit/projects/donationLoaders';
import { reportLoaders as reportLoadersOf } from '../../components/kit/projects/reportLoaders';

const API = '/api/organization/SJ';

const REVIEW = rolesFor('SJ', 'review');
const reportLoaders = reportLoadersOf(API, `${API}/project_detail`);
const donationLoaders = donationLoadersOf(API, `${API}/project_detail`);
const CLAIM = rolesFor('SJ', 'claim');
const REVIEW_PARTNER = rolesFor('SJ', 'partnerView');

// The project pages' loaders (lists: page and filters from the URL, as the kit's ListPage writes them).
const projectDetail: LoaderSpec = { key: 'detail', method: 'GET', path: `${API}/project_detail`, params: idFromPath };
// Whether the organisation may submit (the platform's submit rule), said before the form.
const submitInfo = plainLoader('submit', `${API}/submit_info`);
const formLoaders: LoaderSpec[] = [plainLoader('domains', `${API}/domain_list`), plainLoader('accounts', '/api/organization/pay_account/list')];

/** Charity (donation) projects. */
export const sjArea: AreaDef = {
  key: 'SJ',
  base: '/SJ',
  title: '项目管理',
  icon: 'project',
  roles: rolesFor('SJ', 'open'),
  api: ['/api/organization/SJ/'],
  routes: [
    {
      path: 'projectList',
      name: 'projectList',
      title: '项目列表',
      loaders: [listLoader('projects', `${API}/project_list`, { status: q('status'), keyword: q('keyword'), domain_id: q('domain'), ending: q('ending'), due: q('due'), own: q('own'), ...dates, ...sortFromQuery }), plainLoader('domains', `${API}/domain_list`)],
    },
    { path: 'newProject', name: 'newProject', title: '新建项目', loaders: [...formLoaders, submitInfo] },
    { path: 'projectClaimed', name: 'projectClaimed', title: '已认领项目', roles: CLAIM, loaders: [listLoader('projects', `${API}/claimed_list`, { status: q('status'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'processList', name: 'processList', title: '信息披露', loaders: reportLoaders.processList },
    { path: 'verifyList', name: 'verifyList', title: '项目变更', loaders: [listLoader('changes', `${API}/change_list`, { status: q('status'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'projectClaim', name: 'projectClaim', title: '待认领项目', roles: CLAIM, loaders: [listLoader('pool', `${API}/claim_pool_list`, { keyword: q('keyword'), ...dates, ...sortFromQuery })] },
    { path: 'draftBox', name: 'draftBox', title: '草稿箱', loaders: [listLoader('drafts', `${API}/draft_box_list`, { keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'shareDonateList', name: 'shareDonateList', title: '分享捐列表', roles: REVIEW_PARTNER, loaders: donationLoaders.shareDonateList },
    { path: 'monthDonateList', name: 'monthDonateList', title: '月捐列表', roles: rolesFor('SJ', 'pledges'), loaders: [listLoader('pledges', `${API}/month_donate_list`, { status: q('status'), project_id: q('project_id'), keyword: q('keyword'), ...sortFromQuery })] },
    { path: 'donateList', name: 'donateList', title: '捐款明细', loaders: donationLoaders.donateList },
    { path: 'editProject/:id', name: 'editProject', parent: 'projectList', title: '编辑项目', hidden: true, loaders: [...formLoaders, projectDetail] },
    { path: 'issueProject/:id', name: 'issueProject', parent: 'projectList', title: '发布项目', hidden: true, loaders: [projectDetail] },
    { path: 'viewProject/:id', name: 'viewProject', parent: 'projectList', title: '查看项目', hidden: true, loaders: [projectDetail] },
    { path: 'changeProject/:id', name: 'changeProject', parent: 'projectList', title: '变更项目', hidden: true, loaders: [projectDetail] },
    { path: 'draftProject/:id', name: 'draftProject', parent: 'draftBox', title: '编辑草稿', hidden: true, loaders: [...formLoaders, projectDetail, submitInfo] },
    { path: 'shareDonateDetail/:id', name: 'shareDonateDetail', parent: 'shareDonateList', title: '分享捐详情', hidden: true, roles: REVIEW_PARTNER, loaders: donationLoaders.shareDonateDetail },
    { path: 'verifyProject/:id', name: 'verifyProject', parent: 'projectList', title: '审核项目', hidden: true, roles: REVIEW_PARTNER, loaders: [projectDetail] },
    { path: 'newProcess/:id', name: 'newProcess', parent: 'processList', title: '新增信息披露', hidden: true, loaders: reportLoaders.newReport },
    { path: 'editProcess/:id', name: 'editProcess', parent: 'processList', title: '编辑信息披露', hidden: true, loaders: reportLoaders.report },
    { path: 'newEndProcess/:id', name: 'newEndProcess', parent: 'processList', title: '新增结项报告', hidden: true, loaders: reportLoaders.newReport },
    { path: 'editEndProcess/:id', name: 'editEndProcess', parent: 'processList', title: '编辑结项报告', hidden: true, loaders: reportLoaders.report },
    { path: 'verifyEndProcess/:id', name: 'verifyEndProcess', parent: 'processList', title: '审核结项报告', hidden: true, loaders: reportLoaders.report },
    { path: 'verifyProcess/:id', name: 'verifyProcess', parent: 'processList', title: '审核信息披露', hidden: true, loaders: reportLoaders.report },
    { path: 'processListProject/:id', name: 'processListProject', parent: 'processList', title: '项目信息披露', hidden: true, roles: REVIEW_PARTNER, loaders: reportLoaders.processListProject },
    {
      path: 'projectVerifyChangeDetail/:id',
      name: 'projectVerifyChangeDetail',
      parent: 'verifyList',
      title: '项目变更详情',
      hidden: true,
      roles: REVIEW,
      loaders: [{ key: 'change', method: 'GET', path: `${API}/change_detail`, params: idFromPath }],
    },
    { path: 'donateListProject/:id', name: 'donateListProject', parent: 'donateList', title: '项目捐款明细', hidden: true, loaders: donationLoaders.donateListProject },
  ],
};
