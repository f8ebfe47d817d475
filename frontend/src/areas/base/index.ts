// Pages every logged-in user reaches: 首页 and 消息通知.
import type { AreaModule } from '../../pages/types';
import { DashboardPage } from './DashboardPage';
import { MessageNoticePage } from './MessageNoticePage';

export const pages: AreaModule['pages'] = {
  dashboard: DashboardPage,
  messageNotice: MessageNoticePage,
};
