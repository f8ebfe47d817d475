import { listLoader, q } from '../../routes/params';
import type { AreaDef, LoaderSpec } from '../../routes/types';
import { rolesFor } from '../../lib/capabilities';

const account: LoaderSpec[] = [{ key: 'account', method: 'GET', path: '/api/organization/account/info', params: {} }];
const auth: LoaderSpec[] = [{ key: 'auth', method: 'GET', path: '/api/organization/auth/info', params: {} }];
/** A micro organisation's (role 4) own authentication, kept by the micro-project area (type 4 of firstAuth). */
const microAuth: LoaderSpec = { key: 'micro', method: 'GET', path: '/api/organization/SJM/auth_info', params: {} };
const REVIEW_LIST = '/api/organization/auth/review_list';
/** Reviewers' queue (认证审核), 10 per page (spec §9) with the status filter in the URL. */
const reviewQueue: LoaderSpec[] = [listLoader('queue', REVIEW_LIST, { status: q('status') })];
const payList: LoaderSpec[] = [{ key: 'accounts', method: 'GET', path: '/api/organization/pay_account/list', params: {} }];
const payOne: LoaderSpec[] = [
  { key: 'account', method: 'GET', path: '/api/organization/pay_account/detail', params: { id: { from: 'path', name: 'id' } } },
];

/** Organisation management: open to every logged-in user (spec §6). */
export const configArea: AreaDef = {
  key: 'config',
  base: '/config',
  title: '机构管理',
  icon: 'setting',
  roles: [],
  routes: [
    { path: 'orgInfo', name: 'orgInfo', title: '登录管理', loaders: account },
    { path: 'orgInfo/passwordChangePassword', name: 'passwordChangePassword', parent: 'orgInfo', title: '修改登录密码', hidden: true },
    { path: 'orgInfo/mobileChangePassword', name: 'mobileChangePassword', parent: 'orgInfo', title: '手机验证修改密码', hidden: true },
    { path: 'auth', name: 'auth', title: '机构认证', loaders: [...auth, microAuth] },
    // The organisation's own record of submissions (reached from 机构认证); reviewers review on authReview.
    { path: 'changeIndex', name: 'changeIndex', parent: 'auth', title: '认证记录', hidden: true, loaders: auth },
    {
      path: 'authReview',
      name: 'authReview',
      title: '认证审核',
      roles: rolesFor('config', 'review'),
      loaders: reviewQueue,
      menuCount: { path: REVIEW_LIST, params: { status: 1 }, label: '条待审核' },
    },
    { path: 'auth/firstAuth/:type', name: 'firstAuth', parent: 'auth', title: '首次认证', hidden: true, loaders: [...auth, microAuth] },
    { path: 'auth/changeAuth/:type', name: 'changeAuth', parent: 'auth', title: '变更认证', hidden: true, loaders: auth },
    { path: 'auth/completed', name: 'authCompleted', parent: 'auth', title: '认证提交成功', hidden: true },
    { path: 'auth/alreadyAuth/:type', name: 'alreadyAuth', parent: 'auth', title: '已认证信息', hidden: true, loaders: auth },
    { path: 'payAccount', name: 'payAccount', title: '收款账户', loaders: payList },
    { path: 'payAccount/newWXAccount', name: 'newWXAccount', parent: 'payAccount', title: '新增微信收款账户', hidden: true },
    { path: 'payAccount/addAlipayAccount', name: 'addAlipayAccount', parent: 'payAccount', title: '新增支付宝收款账户', hidden: true },
    { path: 'payAccount/addNewAlipayAccount', name: 'addNewAlipayAccount', parent: 'payAccount', title: '新增支付宝收款账户（新版）', hidden: true },
    { path: 'payAccount/editAlipayAccount/:id', name: 'editAlipayAccount', parent: 'payAccount', title: '编辑支付宝收款账户', hidden: true, loaders: payOne },
    { path: 'payAccount/editNewAlipayAccount/:id', name: 'editNewAlipayAccount', parent: 'payAccount', title: '编辑支付宝收款账户（新版）', hidden: true, loaders: payOne },
    { path: 'payAccount/editWXAccount/:id', name: 'editWXAccount', parent: 'payAccount', title: '编辑微信收款账户', hidden: true, loaders: payOne },
  ],
};
