import { rolesFor } from '../../lib/capabilities';
import type { AreaDef } from '../../routes/types';

const REVIEW = rolesFor('SJM', 'review');

/** Joint-donation (联合劝募) micro projects. */
export const sjmArea: AreaDef = {
  key: 'SJM',
  base: '/SJM',
  title: '联合劝募',
  icon: 'team',
  roles: [1, 2, 3, 4, 99],
  routes: [
    { path: 'projectMList', name: 'projectMList', title: '微项目列表' },
    { path: 'newMProject', name: 'newMProject', title: '新建微项目', roles: [99] },
    { path: 'processMList', name: 'processMList', title: '微项目信息披露', roles: [2, 3, 4, 99] },
    { path: 'verifyMList', name: 'verifyMList', title: '微项目审核', roles: REVIEW },
    { path: 'changeMList', name: 'changeMList', title: '微项目变更' },
    { path: 'draftMBox', name: 'draftMBox', title: '草稿箱' },
    { path: 'authList', name: 'authList', title: '微机构认证审核', roles: REVIEW },
    { path: 'shareDonateMList', name: 'shareDonateMList', title: '分享捐列表' },
    { path: 'donateMList', name: 'donateMList', title: '捐款明细' },
    { path: 'editMProject/:id', name: 'editMProject', title: '编辑微项目', hidden: true },
    { path: 'verifyMProject/:id', name: 'verifyMProject', title: '审核微项目', hidden: true },
    { path: 'changeMProject/:id', name: 'changeMProject', title: '变更微项目', hidden: true },
    { path: 'draftMProject/:id', name: 'draftMProject', title: '编辑微项目草稿', hidden: true },
    { path: 'mprojectVerifyChangeDetail/:id', name: 'mprojectVerifyChangeDetail', title: '微项目变更详情', hidden: true, roles: REVIEW },
    { path: 'verifyAuthInfo/:id', name: 'verifyAuthInfo', title: '微机构认证详情', hidden: true, roles: REVIEW },
    { path: 'shareDonateMListDetail/:id', name: 'shareDonateMListDetail', title: '分享捐详情', hidden: true },
    { path: 'donateListMProject/:id', name: 'donateListMProject', title: '微项目捐款明细', hidden: true },
    { path: 'newMProcess/:id', name: 'newMProcess', title: '新增微项目信息披露', hidden: true },
    { path: 'editMProcess/:id', name: 'editMProcess', title: '编辑微项目信息披露', hidden: true },
    { path: 'verifyMProcess/:id', name: 'verifyMProcess', title: '审核微项目信息披露', hidden: true, roles: [2, 3, 99] },
    { path: 'processListMProject/:id', name: 'processListMProject', title: '微项目披露列表', hidden: true, roles: [2, 3, 4, 99] },
  ],
};
