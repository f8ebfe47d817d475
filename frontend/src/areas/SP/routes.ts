import { dateRange as dates, idFromPath, listLoader, q, sortFromQuery } from '../../routes/params';
import type { AreaDef, LoaderSpec, ParamSource } from '../../routes/types';
import { rolesFor } from '../../lib/capabilities';
import { WORDS } from '../../lib/glossary';

const API = '/api/organization/thing';

/** The parent admits role 4 only so that it reaches order_detailed (spec §6). */
const SALES = rolesFor('SP', 'sell');

const byId = (key: string, call: string, view?: string): LoaderSpec => ({
  key,
  method: 'GET',
  path: `${API}/${call}`,
  params: idFromPath,
  ...(view ? { pathIs: { type: view } } : {}),
});
const goodsDetail = byId('detail', 'sale_detail');
const orderDetail = byId('order', 'sale_order_detail');
const keyword = { keyword: q('keyword') };
const goodsId: Record<string, ParamSource> = { goods_id: { from: 'path', name: 'id' } };

/** The sale list's filters (the statistics take the same). */
const saleFilters = { kind: q('kind'), status: q('status'), own: q('own'), ...keyword, ...dates };
const auctionFilters = { auction_status: q('status'), ...keyword, ...dates };
const orderFilters = { status: q('status'), kind: q('kind'), ...keyword, ...dates };
const stats = (call: string, params: Record<string, ParamSource>): LoaderSpec => ({ key: 'stats', method: 'GET', path: `${API}/${call}`, params });

/** Charity sales: goods, auctions, orders, goods donations (contract-sandbox.md, "Charity sales (issue 21)"). */
export const spArea: AreaDef = {
  key: 'SP',
  base: '/SP',
  title: '义卖管理',
  icon: 'shop',
  roles: rolesFor('SP', 'open'),
  api: ['/api/organization/thing/'],
  routes: [
    {
      path: 'salesmanlist',
      name: 'salesmanlist',
      title: '义卖列表',
      roles: SALES,
      loaders: [listLoader('goods', `${API}/sale_list`, { ...saleFilters, ...sortFromQuery }), stats('sale_statistics', saleFilters)],
    },
    { path: 'add_charity', name: 'add_charity', title: `${WORDS.create}义卖商品`, roles: SALES },
    {
      path: 'receive_donation_list',
      name: 'receive_donation_list',
      title: '物品捐赠',
      roles: SALES,
      loaders: [listLoader('donations', `${API}/goods_donation_list`, { status: q('status'), item_type: q('item_type'), ...keyword, ...dates, ...sortFromQuery })],
    },
    {
      path: 'biddinglist',
      name: 'biddinglist',
      title: '竞拍列表',
      roles: SALES,
      loaders: [listLoader('lots', `${API}/auction_list`, { ...auctionFilters, ...sortFromQuery }), stats('auction_list_statistics', auctionFilters)],
    },
    { path: 'goodchangelist', name: 'goodchangelist', title: '商品变更', roles: SALES, loaders: [listLoader('changes', `${API}/change_list`, { status: q('status'), ...keyword, ...sortFromQuery })] },
    {
      path: 'orderlist',
      name: 'orderlist',
      title: '订单列表',
      roles: SALES,
      loaders: [listLoader('orders', `${API}/sale_order_list`, { ...orderFilters, ...sortFromQuery }), stats('sale_order_statistics', orderFilters)],
    },
    // `type` is the form's kind (1 义卖商品, 2 竞拍拍品); the page shows the item's real kind.
    { path: 'edit_charity/:id/:type', name: 'edit_charity', parent: 'salesmanlist', title: '编辑义卖', hidden: true, roles: SALES, loaders: [goodsDetail] },
    { path: 'good_charity/:id', name: 'good_charity', parent: 'salesmanlist', title: '义卖商品详情', hidden: true, roles: SALES, loaders: [goodsDetail] },
    { path: 'donation_detail/:id', name: 'donation_detail', parent: 'receive_donation_list', title: '物品捐赠详情', hidden: true, roles: SALES, loaders: [byId('donation', 'goods_donation_detail')] },
    // `type` 1: the item's orders; 2: the lot's bids (its winner's order is in the detail).
    {
      path: 'salesman_detail/:id/:type',
      name: 'salesman_detail',
      parent: 'salesmanlist',
      title: '义卖详情',
      hidden: true,
      roles: SALES,
      loaders: [
        goodsDetail,
        { ...listLoader('orders', `${API}/sale_order_list`, goodsId), pathIs: { type: '1' } },
        { ...listLoader('bids', `${API}/bid_list`, goodsId), pathIs: { type: '2' } },
      ],
    },
    // Role 4 opens an order of its organisation by link; no parent, as it may not see the list.
    { path: 'order_detailed/:id', name: 'order_detailed', title: '订单详情', hidden: true, roles: rolesFor('SP', 'open'), loaders: [orderDetail] },
    { path: 'order_detail/:id', name: 'order_detail', parent: 'orderlist', title: '订单信息', hidden: true, roles: SALES, loaders: [orderDetail] },
    // `type` 1: id = goods, a new change request; 2: id = change request, its review.
    {
      path: 'updatechangeinfo/:id/:type',
      name: 'updatechangeinfo',
      parent: 'goodchangelist',
      title: '更新变更信息',
      hidden: true,
      roles: SALES,
      loaders: [byId('detail', 'sale_detail', '1'), byId('change', 'change_detail', '2')],
    },
  ],
};
