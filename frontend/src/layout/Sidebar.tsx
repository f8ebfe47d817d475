import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import type { AppRoute } from '../routes/types';
import { useSettings } from '../state/settings';
import { SideMenu } from './SideMenu';
import { SidebarLogo } from './SidebarLogo';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebarSize';

const MobileSidebar = lazy(() => import('./overlays').then((m) => ({ default: m.MobileSidebar })));

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
      <Suspense fallback={null}>
        <MobileSidebar route={route} open={mobileOpen} onClose={onMobileClose} />
      </Suspense>
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
      data-fragment="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {settings.sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <nav aria-label="主菜单">
        <SideMenu route={route} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}
