import { Link } from 'react-router';
import { IconResult } from '../../components/IconResult';

/** Landing page for third-party sign-in callbacks: nothing to do but go on. */
export function AuthRedirectPage() {
  return (
    <div className="app-center" data-testid="auth-redirect">
      <IconResult status="info" title="正在完成授权…" subTitle="如果页面没有自动跳转，请点击下方链接。" extra={<Link to="/dashboard">进入机构中心</Link>} />
    </div>
  );
}
