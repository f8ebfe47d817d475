import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from '../components/kit/lookalikeProviders.test-support';
import { ROUTES } from '../routes';
import type { AppRoute } from '../routes/types';
import { SessionProvider } from '../state/session';
import { testUser } from '../state/sessionUser.test-support';
import { AntdSideMenu } from './AntdSideMenu';
import { menuItemsFor, menuNodesFor, SideMenu } from './SideMenu';

const user = (roles: number[]) => testUser({ name: '测试', certification: 1, roles });

function route(find: (r: AppRoute) => boolean, what: string): AppRoute {
  const r = ROUTES.find(find);
  if (!r) throw new Error(`no route: ${what}`);
  return r;
}

/** A list in a submenu, a hidden detail page (lights its list), a top-level page, a flat area's page. */
const PAGES = [
  route((r) => r.path === '/SZ/helpList', '/SZ/helpList'),
  route((r) => r.hidden && r.parent !== undefined && r.area === 'SZ', 'a hidden SZ page with a parent'),
  route((r) => r.path === '/dashboard', '/dashboard'),
  route((r) => r.path === '/dataCenter/dataCenter', '/dataCenter/dataCenter'),
];

const ROLE_SETS = [[1], [2], [3], [4], [99], [1, 2, 3, 4]];

/**
 * antd's Menu HTML as it is once mounted: rc-menu adds `ant-menu-submenu-selected` to the submenu
 * that holds the selected item in an effect, after its server render. The lookalike prints that
 * state from the start (tests/e2e/lists.test.mjs compares the styles before and after the swap).
 */
function mounted(html: string, roles: number[], selectedKey: string): string {
  const holder = menuNodesFor(roles).find((n) => n.children?.some((c) => c.key === selectedKey));
  if (!holder) return html;
  const id = `data-menu-id="side-menu-${holder.key}"`;
  const at = html.indexOf(id);
  const li = html.lastIndexOf('<li class="ant-menu-submenu ', at);
  const end = html.indexOf('"', li + '<li class="'.length);
  expect(at > 0 && li >= 0 && html.slice(li, at).split('<li').length === 2).toBe(true);
  return `${html.slice(0, end)} ant-menu-submenu-selected${html.slice(end)}`;
}

describe("the sidebar's first render (server and hydration)", () => {
  for (const v of VARIANTS) {
    for (const roles of ROLE_SETS) {
      for (const page of PAGES) {
        for (const collapsed of [false, true]) {
          it(`is antd's Menu HTML, as mounted, byte for byte (${v.theme}, ${v.size}, roles ${roles.join('+')}, ${page.path}, ${collapsed ? 'collapsed' : 'expanded'})`, () => {
            const selectedKey = page.parent?.path ?? page.path;
            const group = page.area === 'SZ' ? ['/SZ'] : [];
            const real = renderToString(
              <Providers {...v}>
                <AntdSideMenu items={menuItemsFor(roles)} selectedKey={selectedKey} openKeys={group} collapsed={collapsed} />
              </Providers>,
            );
            const ours = renderToString(
              <Providers {...v}>
                <SessionProvider user={user(roles)} platformUrl="/">
                  <SideMenu route={page} collapsed={collapsed} />
                </SessionProvider>
              </Providers>,
            );
            expect(real).toContain('data-menu-id="side-menu-');
            expect(ours).toBe(mounted(real, roles, selectedKey));
          });
        }
      }
    }
  }

  it('lights the list entry of a hidden detail page in an open submenu', () => {
    const detail = PAGES[1];
    const html = renderToString(
      <Providers {...VARIANTS[0]}>
        <SessionProvider user={user([1, 2, 3, 4])} platformUrl="/">
          <SideMenu route={detail} collapsed={false} />
        </SessionProvider>
      </Providers>,
    );
    expect(detail.parent?.path).toBeTruthy();
    expect(html).toMatch(new RegExp(`data-menu-id="side-menu-${detail.parent?.path}"[^>]*class="ant-menu-item ant-menu-item-selected`));
    expect(html).toContain('ant-menu-submenu-open');
  });
});
