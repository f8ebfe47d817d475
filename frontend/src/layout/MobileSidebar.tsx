// The sidebar on mobile: an overlay drawer, loaded once the device turns out to be mobile
// (only known after hydration, see useIsMobile.ts and overlays.ts).
import { Drawer } from 'antd';
import type { AppRoute } from '../routes/types';
import { useSettings } from '../state/settings';
import { SIDEBAR_WIDTH } from './sidebarSize';
import { SideMenu } from './SideMenu';
import { SidebarLogo } from './SidebarLogo';

interface Props {
  route: AppRoute;
  open: boolean;
  onClose: () => void;
}

export function MobileSidebar({ route, open, onClose }: Props) {
  const { settings } = useSettings();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={SIDEBAR_WIDTH}
      closable={false}
      styles={{ body: { padding: 0, background: '#001529' } }}
    >
      <div className="sidebar sidebar-mobile" data-testid="sidebar">
        {settings.sidebarLogo && <SidebarLogo collapsed={false} />}
        <nav aria-label="主菜单">
          <SideMenu route={route} collapsed={false} />
        </nav>
      </div>
    </Drawer>
  );
}
