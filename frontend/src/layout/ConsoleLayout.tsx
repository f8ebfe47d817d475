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

/** The page content's id, the skip link's target. */
export const MAIN_ID = 'main-content';

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
      {/* The first thing Tab reaches: past the menu and the navbar to the page (WCAG 2.4.1). */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        跳到主要内容
      </a>
      <ServerFragment name="sidebar" tag="aside">
        <Sidebar route={route} mobile={mobile} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
      </ServerFragment>
      <Layout className="main-container">
        <ServerFragment name="header" tag="header">
          {/* A header inside antd's Layout (a <section>) is no banner landmark by itself. */}
          <header role="banner" className={settings.fixedHeader ? 'app-header fixed-header' : 'app-header'} data-fragment="header">
            <Navbar route={route} sidebarOpen={sidebarOpen} onToggle={toggle} />
            {settings.tagsView && <TagsView route={route} />}
          </header>
        </ServerFragment>
        {/* tabIndex -1: the skip link's target takes the focus, so the next Tab is in the page. */}
        <Layout.Content className="app-main" id={MAIN_ID} tabIndex={-1}>
          {/* The page's one h1, for screen readers: its title, which the card head and the
              breadcrumb show already (a visible one would repeat them). */}
          <h1 className="sr-only">{route.title}</h1>
          <CertificationBanner />
          {children}
        </Layout.Content>
        <AgreementModal />
      </Layout>
    </Layout>
  );
}
