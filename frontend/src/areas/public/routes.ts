import type { AreaDef } from '../../routes/types';

/** Pages reachable without a session (spec §2, "Public routes"). */
export const publicArea: AreaDef = {
  key: 'public',
  base: '',
  title: '公共页面',
  public: true,
  routes: [
    { path: '/login', name: 'login', title: '登录', hidden: true },
    { path: '/auth-redirect', name: 'authRedirect', title: '授权跳转', hidden: true },
    { path: '/404', name: 'notFound', title: '页面不存在', hidden: true },
    { path: '/401', name: 'unauthorized', title: '没有访问权限', hidden: true },
    { path: '/redirect/*', name: 'redirect', title: '正在刷新', hidden: true },
  ],
};
