import type { AreaDef, Role } from '../../routes/types';

/** The parent admits role 4 only so that it reaches order_detailed (spec §6). */
const SALES: Role[] = [1, 2, 3, 99];

/** Charity sales: goods, auctions, orders. */
export const spArea: AreaDef = {
  key: 'SP',
  base: '/SP',
  title: '义卖管理',
  icon: 'shop',
  roles: [1, 2, 3, 4, 99],
  api: ['/api/organization/thing/'],
  routes: [
    { path: 'salesmanlist', name: 'salesmanlist', title: '义卖列表', roles: SALES },
    { path: 'add_charity', name: 'add_charity', title: '发布义卖', roles: SALES },
    { path: 'receive_donation_list', name: 'receive_donation_list', title: '物品捐赠', roles: SALES },
    { path: 'biddinglist', name: 'biddinglist', title: '竞拍列表', roles: SALES },
    { path: 'goodchangelist', name: 'goodchangelist', title: '商品变更', roles: SALES },
    { path: 'orderlist', name: 'orderlist', title: '订单列表', roles: SALES },
    { path: 'edit_charity/:id/:type', name: 'edit_charity', title: '编辑义卖', hidden: true, roles: SALES },
    { path: 'good_charity/:id', name: 'good_charity', title: '义卖商品详情', hidden: true, roles: SALES },
    { path: 'donation_detail/:id', name: 'donation_detail', title: '物品捐赠详情', hidden: true, roles: SALES },
    { path: 'salesman_detail/:id/:type', name: 'salesman_detail', title: '义卖详情', hidden: true, roles: SALES },
    { path: 'order_detailed/:id', name: 'order_detailed', title: '订单详情', hidden: true, roles: [1, 2, 3, 4, 99] },
    { path: 'order_detail/:id', name: 'order_detail', title: '订单信息', hidden: true, roles: SALES },
    { path: 'updatechangeinfo/:id/:type', name: 'updatechangeinfo', title: '更新变更信息', hidden: true, roles: SALES },
  ],
};
