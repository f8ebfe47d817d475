import { useEffect } from 'react';
import { IconResult } from '../../components/IconResult';
import { sanitizeRedirect } from '../../lib/redirect';
import type { PageProps } from '../../pages/types';
import { withBase } from '../../lib/base';

/**
 * Landing page of sign-in callbacks (spec §2, public): goes on to the sanitised `?redirect`
 * (same-origin paths only) or the home page, with a full load so a session cookie set by the
 * callback is used. Without scripts, the link does the same.
 */
export function AuthRedirectPage({ search }: PageProps) {
  const target = withBase(sanitizeRedirect(new URLSearchParams(search).get('redirect')));
  // `replace`: the back button must not land on this page and bounce forward again.
  useEffect(() => window.location.replace(target), [target]);
  return (
    <div className="app-center" data-testid="auth-redirect">
      <IconResult status="info" title="正在完成授权…" subTitle="如果页面没有自动跳转，请点击下方链接。" extra={<a href={target}>进入机构中心</a>} />
    </div>
  );
}
