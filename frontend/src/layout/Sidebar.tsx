import { Drawer, Layout } from 'antd';
import type { AppRoute } from '../routes/types';
import { useSettings } from '../state/settings';
import { SideMenu } from './SideMenu';
import { SidebarLogo } from './SidebarLogo';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

interface Props {
  route: AppRoute;
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** Desktop: a fixed 210px sider (64px collapsed). Mobile: closed, an overlay drawer when opened. */
export function Sidebar({ route, mobile, mobileOpen, onMobileClose }: Props) {
  const { settings } = useSettings();
  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={mobileOpen}
        onClose={onMobileClose}
        width={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <div className="sidebar sidebar-mobile" data-testid="sidebar">
          {settings.sidebarLogo && <SidebarLogo collapsed={false} />}
          <SideMenu route={route} collapsed={false} />
        </div>
      </Drawer>
    );
  }
  const collapsed = settings.sidebarCollapsed;
  return (
    <Layout.Sider
      className="sidebar"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {settings.sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <SideMenu route={route} collapsed={collapsed} />
    </Layout.Sider>
  );
}
