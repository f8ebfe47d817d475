import { listLoader, plainLoader, q } from '../../routes/params';
import type { AreaDef, LoaderSpec } from '../../routes/types';

const dashboardLoaders: LoaderSpec[] = [
  plainLoader('org', '/api/common/get_org'),
  plainLoader('stats', '/api/organization/message/get_statistical_msg'),
  {
    key: 'projects',
    method: 'GET',
    path: '/api/organization/common/project_list',
    params: { pageNum: { value: 1 }, pageSize: { value: 5 } },
  },
  {
    key: 'microProjects',
    method: 'GET',
    path: '/api/organization/common/little_project_list',
    params: { pageNum: { value: 1 }, pageSize: { value: 5 } },
  },
  plainLoader('loveFunds', '/api/common/get_love_fund'),
  // What needs the user's attention now, per role (areas/base/TodoPanel.tsx).
  plainLoader('todo', '/api/organization/dashboard/todo'),
];

/** Table page size is fixed at 10 (spec §9); the page and read filter live in the URL query. */
const messageLoaders: LoaderSpec[] = [
  plainLoader('stats', '/api/organization/message/get_statistical_msg'),
  listLoader('messages', '/api/organization/push/org_msg_list', { is_read: q('is_read') }),
];

/** Pages every logged-in user reaches (spec §2, "Base routes"). */
export const baseArea: AreaDef = {
  key: 'base',
  base: '',
  title: '首页',
  icon: 'home',
  flat: true,
  roles: [],
  routes: [
    { path: '/dashboard', name: 'dashboard', title: '首页', affix: true, loaders: dashboardLoaders },
    { path: '/messageNotice/index', name: 'messageNotice', title: '消息通知', hidden: true, loaders: messageLoaders },
  ],
};
