// The SP area's pages (义卖管理), keyed by route name (routes.ts), each fetched in the browser with
// its own chunk when first shown (docs/how-to-add-an-area.md).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  salesmanlist: () => import('./ListPages').then((m) => m.SaleListPage),
  add_charity: () => import('./GoodsFormPages').then((m) => m.GoodsFormPage),
  receive_donation_list: () => import('./ListPages').then((m) => m.DonationListPage),
  biddinglist: () => import('./ListPages').then((m) => m.AuctionListPage),
  goodchangelist: () => import('./ChangeListPage').then((m) => m.ChangeListPage),
  orderlist: () => import('./ListPages').then((m) => m.OrderListPage),
  edit_charity: () => import('./GoodsFormPages').then((m) => m.GoodsFormPage),
  good_charity: () => import('./GoodsDetailPages').then((m) => m.GoodsReviewPage),
  donation_detail: () => import('./DonationPages').then((m) => m.DonationDetailPage),
  salesman_detail: () => import('./GoodsDetailPages').then((m) => m.SalesDetailPage),
  order_detailed: () => import('./OrderPages').then((m) => m.OrderViewPage),
  order_detail: () => import('./OrderPages').then((m) => m.OrderDetailPage),
  updatechangeinfo: () => import('./ChangePages').then((m) => m.UpdateChangePage),
};
