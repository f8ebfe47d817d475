// The console frame of spec §2: sidebar, navbar, optional tags bar, page content.
import { Layout } from 'antd';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
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

function skipToMain(e: MouseEvent) {
  e.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

export function ConsoleLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { settings, update } = useSettings();
  const mobile = useIsMobile();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // On mobile the sidebar closes after every navigation and when switching device.
  useEffect(() => setMobileOpen(false), [pathname, mobile]);

  // After a move to another page, a focus left on nothing (the clicked row link is gone) or in
  // the old page goes to the new page's content: Tab goes on from there and a screen reader
  // starts there, not back at the top of the menu. A focus in the menu or the navbar stays.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    if (main && (!active || active === document.body || main.contains(active))) main.focus({ preventScroll: true });
  }, [pathname]);

  const sidebarOpen = mobile ? mobileOpen : !settings.sidebarCollapsed;
  const toggle = () => {
    if (mobile) setMobileOpen((o) => !o);
    else update({ sidebarCollapsed: !settings.sidebarCollapsed });
  };

  const classes = ['app-wrapper', mobile ? 'mobile' : 'desktop', settings.fixedHeader ? 'has-fixed-header' : ''].filter(Boolean).join(' ');
  return (
    <Layout className={classes} hasSider>
      {/* The first thing Tab reaches: past the menu and the navbar to the page (WCAG 2.4.1). */}
      {/* Focused by script, not followed: a #hash in the URL would be a history entry of its
          own and a location change to the router. */}
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
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
