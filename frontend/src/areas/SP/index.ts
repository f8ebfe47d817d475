// The SP area's pages (义卖管理), keyed by route name (routes.ts), each fetched in the browser with
// its own chunk when first shown (docs/how-to-add-an-area.md).
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./ListPages'), { salesmanlist: 'SaleListPage', receive_donation_list: 'DonationListPage', biddinglist: 'AuctionListPage', orderlist: 'OrderListPage' }),
  ...pagesIn(() => import('./GoodsFormPages'), { add_charity: 'GoodsFormPage', edit_charity: 'GoodsFormPage' }),
  ...pagesIn(() => import('./ChangeListPage'), { goodchangelist: 'ChangeListPage' }),
  ...pagesIn(() => import('./GoodsDetailPages'), { good_charity: 'GoodsReviewPage', salesman_detail: 'SalesDetailPage' }),
  ...pagesIn(() => import('./DonationPages'), { donation_detail: 'DonationDetailPage' }),
  ...pagesIn(() => import('./OrderPages'), { order_detailed: 'OrderViewPage', order_detail: 'OrderDetailPage' }),
  ...pagesIn(() => import('./ChangePages'), { updatechangeinfo: 'UpdateChangePage' }),
};
