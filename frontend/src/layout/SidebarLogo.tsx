import { HeartFilled } from '@ant-design/icons';
import { useSession } from '../state/session';

/** The logo block: links to the platform site (spec §2), title hidden when collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { platformUrl } = useSession();
  return (
    <a className="sidebar-logo" href={platformUrl} target="_blank" rel="noopener noreferrer" data-testid="sidebar-logo">
      <HeartFilled className="sidebar-logo-icon" />
      {!collapsed && <span className="sidebar-logo-title">机构中心</span>}
    </a>
  );
}
