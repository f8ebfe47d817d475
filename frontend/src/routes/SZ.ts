import type { AreaDef, Role } from './types';

const REVIEW: Role[] = [2, 99];

/** Help / relief cases. */
export const szArea: AreaDef = {
  key: 'SZ',
  base: '/SZ',
  title: '求助管理',
  icon: 'help',
  roles: [1, 2, 3, 99],
  routes: [
    { path: 'helpList', name: 'helpList', title: '求助列表' },
    { path: 'newHelp', name: 'newHelp', title: '新建求助' },
    { path: 'batchHelp', name: 'batchHelp', title: '批量导入求助' },
    { path: 'helpClaimed', name: 'helpClaimed', title: '已认领求助', roles: REVIEW },
    { path: 'helpProcessList', name: 'helpProcessList', title: '求助进展' },
    { path: 'helpVerifyList', name: 'helpVerifyList', title: '求助变更' },
    { path: 'helpClaim', name: 'helpClaim', title: '待认领求助', roles: REVIEW },
    { path: 'helpDraftBox', name: 'helpDraftBox', title: '草稿箱' },
    { path: 'helpDonateList', name: 'helpDonateList', title: '捐款明细' },
    { path: 'helpProcessList/:id', name: 'helpProcessListHelp', title: '求助进展列表', hidden: true },
    { path: 'draftHelp/:id', name: 'draftHelp', title: '编辑求助草稿', hidden: true },
    { path: 'helpVerifyChangeDetail/:id', name: 'helpVerifyChangeDetail', title: '求助变更详情', hidden: true, roles: REVIEW },
    { path: 'editHelp/:id', name: 'editHelp', title: '编辑求助', hidden: true },
    { path: 'viewHelp/:id', name: 'viewHelp', title: '查看求助', hidden: true },
    { path: 'changeHelp/:id', name: 'changeHelp', title: '变更求助', hidden: true },
    { path: 'verifyHelp/:id', name: 'verifyHelp', title: '审核求助', hidden: true, roles: REVIEW },
    // Spec §6: "2 only" — the super admin (99) does not get this page.
    { path: 'verifyHelpProcess/:id', name: 'verifyHelpProcess', title: '审核求助进展', hidden: true, roles: [2] },
    { path: 'newHelpProcess/:id', name: 'newHelpProcess', title: '新增求助进展', hidden: true },
    { path: 'editHelpProcess/:id', name: 'editHelpProcess', title: '编辑求助进展', hidden: true },
    { path: 'helpDonateListHelp/:id', name: 'helpDonateListHelp', title: '求助捐款明细', hidden: true },
  ],
};
