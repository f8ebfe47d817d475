// The config area's pages (机构管理), keyed by route name, each fetched in the browser with its
// own chunk when first shown (docs/how-to-add-an-area.md).
import type { AreaModule } from '../../pages/types';

export const pages: AreaModule['pages'] = {
  orgInfo: () => import('./PasswordPages').then((m) => m.OrgInfoPage),
  passwordChangePassword: () => import('./PasswordPages').then((m) => m.PasswordChangePage),
  mobileChangePassword: () => import('./PasswordPages').then((m) => m.MobilePasswordPage),
  auth: () => import('./AuthPages').then((m) => m.AuthPage),
  changeIndex: () => import('./AuthPages').then((m) => m.ChangeIndexPage),
  authReview: () => import('./AuthPages').then((m) => m.AuthReviewPage),
  firstAuth: () => import('./AuthPages').then((m) => m.FirstAuthPage),
  changeAuth: () => import('./AuthPages').then((m) => m.ChangeAuthPage),
  authCompleted: () => import('./AuthPages').then((m) => m.AuthCompletedPage),
  alreadyAuth: () => import('./AuthPages').then((m) => m.AlreadyAuthPage),
  payAccount: () => import('./PayAccountPages').then((m) => m.PayAccountPage),
  newWXAccount: () => import('./PayAccountPages').then((m) => m.WxAccountPage),
  addAlipayAccount: () => import('./PayAccountPages').then((m) => m.AlipayAccountPage),
  addNewAlipayAccount: () => import('./PayAccountPages').then((m) => m.NewAlipayAccountPage),
  editAlipayAccount: () => import('./PayAccountPages').then((m) => m.AlipayAccountPage),
  editNewAlipayAccount: () => import('./PayAccountPages').then((m) => m.NewAlipayAccountPage),
  editWXAccount: () => import('./PayAccountPages').then((m) => m.WxAccountPage),
};
