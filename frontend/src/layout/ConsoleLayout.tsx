// The console frame of spec §2: sidebar, navbar, optional tags bar, page content.
import { Layout } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AppRoute } from '../routes/types';
import { ServerFragment } from '../state/serverFragments';
import { useSettings } from '../state/settings';
import { Navbar } from './Navbar';
import { AgreementModal, CertificationBanner } from './OrgNotices';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { useIsMobile } from './useIsMobile';

export function ConsoleLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { settings, update } = useSettings();
  const mobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // On mobile the sidebar closes after every navigation and when switching device.
  useEffect(() => setMobileOpen(false), [pathname, mobile]);

  const sidebarOpen = mobile ? mobileOpen : !settings.sidebarCollapsed;
  const toggle = () => {
    if (mobile) setMobileOpen((o) => !o);
    else update({ sidebarCollapsed: !settings.sidebarCollapsed });
  };

  const classes = ['app-wrapper', mobile ? 'mobile' : 'desktop', settings.fixedHeader ? 'has-fixed-header' : ''].filter(Boolean).join(' ');
  return (
    <Layout className={classes} hasSider>
      <ServerFragment name="sidebar" tag="aside">
        <Sidebar route={route} mobile={mobile} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      </ServerFragment>
      <Layout className="main-container">
        <ServerFragment name="header" tag="header">
          <header className={settings.fixedHeader ? 'app-header fixed-header' : 'app-header'} data-fragment="header">
            <Navbar route={route} sidebarOpen={sidebarOpen} onToggle={toggle} />
            {settings.tagsView && <TagsView route={route} />}
          </header>
        </ServerFragment>
        <Layout.Content className="app-main">
          <CertificationBanner />
          {children}
        </Layout.Content>
        <AgreementModal />
      </Layout>
    </Layout>
  );
}
