import { Crumbs } from '../components/Crumbs';
import type { AppRoute } from '../routes/types';
import { AvatarMenu } from './AvatarMenu';
import { Bell } from './Bell';
import { ErrorLog } from './ErrorLog';
import { FullscreenToggle } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { SettingsDrawer } from './SettingsDrawer';
import { SizeSelect } from './SizeSelect';

/** Hamburger, breadcrumb, then bell, error log, full screen, size, settings and the avatar menu. */
export function Navbar({ route, sidebarOpen, onToggle }: { route: AppRoute; sidebarOpen: boolean; onToggle: () => void }) {
  return (
    <div className="navbar" data-testid="navbar">
      <Hamburger open={sidebarOpen} onToggle={onToggle} />
      <Crumbs route={route} className="navbar-crumbs" />
      <div className="navbar-right">
        <Bell />
        <ErrorLog />
        <FullscreenToggle />
        <SizeSelect />
        <SettingsDrawer />
        <AvatarMenu />
      </div>
    </div>
  );
}
