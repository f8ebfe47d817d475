import type { ReactNode } from 'react';
import { AppLink } from '../components/AppLink';
import { useSession } from '../state/session';
import HeartFilledSvg from '@ant-design/icons-svg/es/asn/HeartFilled';
import { staticIcon } from '../components/icons/staticIcon';

/**
 * The logo block, title hidden when collapsed: links to the platform site (spec §2) in a new tab
 * when `site.platform_url` is an http(s) URL, else to the console's home page in the same tab
 * (unset, the URL is `/`, and a new tab opened a second copy of the console).
 */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { platformUrl } = useSession();
  const content: ReactNode = (
    <>
      {staticIcon(HeartFilledSvg, 'sidebar-logo-icon')}
      {!collapsed && <span className="sidebar-logo-title">机构中心</span>}
    </>
  );
  if (!/^https?:\/\//i.test(platformUrl)) {
    return (
      <AppLink className="sidebar-logo" to="/dashboard" data-testid="sidebar-logo">
        {content}
      </AppLink>
    );
  }
  return (
    <a className="sidebar-logo" href={platformUrl} target="_blank" rel="noopener noreferrer" data-testid="sidebar-logo">
      {content}
    </a>
  );
}
