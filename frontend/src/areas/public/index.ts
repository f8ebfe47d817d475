// Pages reachable without a session.
import type { AreaModule } from '../../pages/types';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { UnauthorizedPage } from '../../pages/UnauthorizedPage';
import { AuthRedirectPage } from './AuthRedirectPage';
import { LoginPage } from './LoginPage';
import { RedirectPage } from './RedirectPage';

export const pages: AreaModule['pages'] = {
  login: LoginPage,
  authRedirect: AuthRedirectPage,
  notFound: NotFoundPage,
  unauthorized: UnauthorizedPage,
  redirect: RedirectPage,
};
