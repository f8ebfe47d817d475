import type { AreaDef } from '../../routes/types';

/** Volunteer / charity activities. */
export const sxArea: AreaDef = {
  key: 'SX',
  base: '/SX',
  title: '活动管理',
  icon: 'calendar',
  roles: [1, 2, 3, 99],
  api: ['/api/organization/activity/'],
  routes: [
    { path: 'activelist', name: 'activelist', title: '活动列表' },
    { path: 'addnewactive', name: 'addnewactive', title: '发布活动' },
    { path: 'changeactivelist', name: 'changeactivelist', title: '活动变更' },
    { path: 'drafts_list', name: 'drafts_list', title: '草稿箱' },
    { path: 'donation_list', name: 'donation_list', title: '捐赠记录' },
    { path: 'addnewactive/:id/:type', name: 'editactive', title: '编辑活动', hidden: true },
    { path: 'addnewactive/previewform', name: 'previewform', title: '报名表预览', hidden: true },
    { path: 'drafts_detail/:id', name: 'drafts_detail', title: '草稿详情', hidden: true },
    { path: 'donation_detail/:id/:type_id', name: 'donation_detail', title: '捐赠详情', hidden: true },
    { path: 'activelist/signlist/:id/:type', name: 'signlist', title: '签到名单', hidden: true },
    { path: 'activelist/signuplist/:id/:is_team', name: 'signuplist', title: '报名名单', hidden: true },
    { path: 'activedetail/:id/:type_id', name: 'activedetail', title: '活动详情', hidden: true },
    { path: 'updateactiveinfo/:id', name: 'updateactiveinfo', title: '更新活动信息', hidden: true },
    { path: 'editinfo/:id', name: 'editinfo', title: '编辑活动信息', hidden: true },
  ],
};
