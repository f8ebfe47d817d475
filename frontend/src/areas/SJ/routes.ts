import { rolesFor } from '../../lib/capabilities';
import type { AreaDef } from '../../routes/types';
import { donationLoaders } from './donationLoaders';
import { reportLoaders } from './reportLoaders';

const REVIEW = rolesFor('SJ', 'review');
const CLAIM = rolesFor('SJ', 'claim');
const REVIEW_PARTNER = rolesFor('SJ', 'partnerView');

/** Charity (donation) projects. */
export const sjArea: AreaDef = {
  key: 'SJ',
  base: '/SJ',
  title: '项目管理',
  icon: 'project',
  roles: [1, 2, 3, 99],
  routes: [
    { path: 'projectList', name: 'projectList', title: '项目列表' },
    { path: 'newProject', name: 'newProject', title: '新建项目' },
    { path: 'projectClaimed', name: 'projectClaimed', title: '已认领项目', roles: CLAIM },
    { path: 'processList', name: 'processList', title: '信息披露', loaders: reportLoaders.processList },
    { path: 'verifyList', name: 'verifyList', title: '项目变更' },
    { path: 'projectClaim', name: 'projectClaim', title: '待认领项目', roles: CLAIM },
    { path: 'draftBox', name: 'draftBox', title: '草稿箱' },
    { path: 'shareDonateList', name: 'shareDonateList', title: '分享捐列表', roles: REVIEW_PARTNER, loaders: donationLoaders.shareDonateList },
    { path: 'monthDonateList', name: 'monthDonateList', title: '月捐列表', roles: [99], loaders: donationLoaders.monthDonateList },
    { path: 'donateList', name: 'donateList', title: '捐款明细', loaders: donationLoaders.donateList },
    { path: 'editProject/:id', name: 'editProject', title: '编辑项目', hidden: true },
    { path: 'issueProject/:id', name: 'issueProject', title: '发布项目', hidden: true },
    { path: 'viewProject/:id', name: 'viewProject', title: '查看项目', hidden: true },
    { path: 'changeProject/:id', name: 'changeProject', title: '变更项目', hidden: true },
    { path: 'draftProject/:id', name: 'draftProject', title: '编辑草稿', hidden: true },
    { path: 'shareDonateDetail/:id', name: 'shareDonateDetail', parent: 'shareDonateList', title: '分享捐详情', hidden: true, roles: REVIEW_PARTNER, loaders: donationLoaders.shareDonateDetail },
    { path: 'verifyProject/:id', name: 'verifyProject', title: '审核项目', hidden: true, roles: REVIEW_PARTNER },
    { path: 'newProcess/:id', name: 'newProcess', parent: 'processList', title: '新增信息披露', hidden: true, loaders: reportLoaders.newReport },
    { path: 'editProcess/:id', name: 'editProcess', parent: 'processList', title: '编辑信息披露', hidden: true, loaders: reportLoaders.report },
    { path: 'newEndProcess/:id', name: 'newEndProcess', parent: 'processList', title: '新增结项报告', hidden: true, loaders: reportLoaders.newReport },
    { path: 'editEndProcess/:id', name: 'editEndProcess', parent: 'processList', title: '编辑结项报告', hidden: true, loaders: reportLoaders.report },
    { path: 'verifyEndProcess/:id', name: 'verifyEndProcess', parent: 'processList', title: '审核结项报告', hidden: true, loaders: reportLoaders.report },
    { path: 'verifyProcess/:id', name: 'verifyProcess', parent: 'processList', title: '审核信息披露', hidden: true, loaders: reportLoaders.report },
    { path: 'processListProject/:id', name: 'processListProject', parent: 'processList', title: '项目信息披露', hidden: true, roles: REVIEW_PARTNER, loaders: reportLoaders.processListProject },
    { path: 'projectVerifyChangeDetail/:id', name: 'projectVerifyChangeDetail', title: '项目变更详情', hidden: true, roles: REVIEW },
    { path: 'donateListProject/:id', name: 'donateListProject', parent: 'donateList', title: '项目捐款明细', hidden: true, loaders: donationLoaders.donateListProject },
  ],
};
