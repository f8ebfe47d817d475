// The config area's pages (机构管理), keyed by route name, each fetched in the browser with its
// own chunk when first shown (docs/how-to-add-an-area.md).
import { pagesIn } from '../../pages/pagesIn';
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  ...pagesIn(() => import('./PasswordPages'), { orgInfo: 'OrgInfoPage', passwordChangePassword: 'PasswordChangePage', mobileChangePassword: 'MobilePasswordPage' }),
  ...pagesIn(() => import('./AuthReviewPage'), { authReview: 'AuthReviewPage' }),
  ...pagesIn(() => import('./AuthPages'), { auth: 'AuthPage', changeIndex: 'ChangeIndexPage', firstAuth: 'FirstAuthPage', changeAuth: 'ChangeAuthPage', authCompleted: 'AuthCompletedPage', alreadyAuth: 'AlreadyAuthPage' }),
  ...pagesIn(() => import('./PayAccountPages'), { payAccount: 'PayAccountPage', newWXAccount: 'WxAccountPage', addAlipayAccount: 'AlipayAccountPage', addNewAlipayAccount: 'NewAlipayAccountPage', editAlipayAccount: 'AlipayAccountPage', editNewAlipayAccount: 'NewAlipayAccountPage', editWXAccount: 'WxAccountPage' }),
};
