// Pages reachable without a session. /404 and /401 are not here: they show the same screens as
// the BFF's 404/401 verdicts (src/app/resolve.ts), from their own chunk (src/pages/status.ts).
import { noLoaders } from '../../components/kit/page';
import type { AreaModule } from '../../pages/types';
import { AuthRedirectPage } from './AuthRedirectPage';
import { LoginPage } from './LoginPage';
import { RedirectPage } from './RedirectPage';

export const pages: AreaModule['pages'] = {
  login: noLoaders(LoginPage),
  authRedirect: noLoaders(AuthRedirectPage),
  redirect: noLoaders(RedirectPage),
};
