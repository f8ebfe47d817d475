// Pages every logged-in user reaches: 首页 and 消息通知, each fetched in the browser with its own
// chunk when first shown (the list page does not download the dashboard's components).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  dashboard: () => import('./DashboardPage').then((m) => m.DashboardPage),
  messageNotice: () => import('./MessageNoticePage').then((m) => m.MessageNoticePage),
};
