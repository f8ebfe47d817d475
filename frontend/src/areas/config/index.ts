// The config area's pages (机构管理), keyed by route name.
import type { AreaModule } from '../../pages/types';
import { AlreadyAuthPage, AuthCompletedPage, AuthPage, AuthReviewPage, ChangeAuthPage, ChangeIndexPage, FirstAuthPage } from './AuthPages';
import { MobilePasswordPage, OrgInfoPage, PasswordChangePage } from './PasswordPages';
import { AlipayAccountPage, NewAlipayAccountPage, PayAccountPage, WxAccountPage } from './PayAccountPages';

export const pages: AreaModule['pages'] = {
  orgInfo: OrgInfoPage,
  passwordChangePassword: PasswordChangePage,
  mobileChangePassword: MobilePasswordPage,
  auth: AuthPage,
  changeIndex: ChangeIndexPage,
  authReview: AuthReviewPage,
  firstAuth: FirstAuthPage,
  changeAuth: ChangeAuthPage,
  authCompleted: AuthCompletedPage,
  alreadyAuth: AlreadyAuthPage,
  payAccount: PayAccountPage,
  newWXAccount: WxAccountPage,
  addAlipayAccount: AlipayAccountPage,
  addNewAlipayAccount: NewAlipayAccountPage,
  editAlipayAccount: AlipayAccountPage,
  editNewAlipayAccount: NewAlipayAccountPage,
  editWXAccount: WxAccountPage,
};
