import type { AreaDef } from '../../routes/types';

/** Micro-wish H5 pages. Several editors take an optional id (absent = create). */
export const microWishArea: AreaDef = {
  key: 'MicroWish',
  base: '/MicroWish',
  title: '微心愿',
  icon: 'gift',
  roles: [2, 3, 99],
  api: ['/api/organization/wish/'],
  routes: [
    { path: 'microwish_list', name: 'microwish_list', title: '微心愿列表' },
    { path: 'add_microwish', name: 'add_microwish', title: '新建微心愿' },
    { path: 'change_list', name: 'change_list', title: '微心愿变更' },
    { path: 'donation_list', name: 'donation_list', title: '捐赠记录' },
    { path: 'push_link/:id?', name: 'push_link', title: '推送链接', hidden: true },
    { path: 'see_microwish/:id?', name: 'see_microwish', title: '查看微心愿', hidden: true },
    { path: 'edit_microwish/:id?', name: 'edit_microwish', title: '编辑微心愿', hidden: true },
    { path: 'edit_change_microwish/:id?', name: 'edit_change_microwish', title: '编辑微心愿变更', hidden: true },
    { path: 'relation_microwish/:id?', name: 'relation_microwish', title: '关联微心愿', hidden: true },
    { path: 'update_microwish/:id?', name: 'update_microwish', title: '更新微心愿', hidden: true },
    { path: 'edit_link/:id?', name: 'edit_link', title: '编辑链接', hidden: true },
    { path: 'relation_link/:id?', name: 'relation_link', title: '关联链接', hidden: true },
    { path: 'edit_copywriting/:id?', name: 'edit_copywriting', title: '编辑文案', hidden: true },
    { path: 'relation_copywriting/:id?', name: 'relation_copywriting', title: '关联文案', hidden: true },
    { path: 'claim_microwish/:id/:type_id', name: 'claim_microwish', title: '认领微心愿', hidden: true },
    { path: 'lightup_microwish/:id/:type_id', name: 'lightup_microwish', title: '点亮微心愿', hidden: true },
    { path: 'add_link', name: 'add_link', title: '新增链接', hidden: true },
    { path: 'add_copywriting', name: 'add_copywriting', title: '新增文案', hidden: true },
  ],
};
