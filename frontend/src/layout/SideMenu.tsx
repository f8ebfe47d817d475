import { useEffect, useState } from 'react';
import { useLiveAfterHydration } from '../lib/liveAfterHydration';
import { preloadUnless, swapCode } from '../lib/swapCode';
import { AppLink } from '../components/AppLink';
import { buildMenu, type MenuNode } from '../lib/access';
import { AREAS } from '../routes';
import type { AppRoute } from '../routes/types';
import { useSession } from '../state/session';
import { menuIcon } from './icons';
import type { Items } from './AntdSideMenu';
import { MenuCountBadge } from './MenuCountBadge';
import { SideMenuLookalike } from './SideMenuLookalike';
import { MOBILE_QUERY } from './useIsMobile';

function toItems(nodes: MenuNode[], top: boolean): Items {
  return nodes.map((n) =>
    n.children
      ? { key: n.key, icon: menuIcon(n.icon), label: n.title, children: toItems(n.children, false) }
      : {
          key: n.key,
          icon: top ? menuIcon(n.icon) : undefined,
          label: (
            <AppLink to={n.key} data-testid={`menu-${n.key}`}>
              {n.title}
              {n.count && <MenuCountBadge count={n.count} testId={`badge-${n.key}`} />}
            </AppLink>
          ),
        },
  );
}

/** The key of the submenu holding a route (its area's base path). */
function groupKey(route: AppRoute): string | null {
  const area = AREAS.find((a) => a.key === route.area);
  return area && !area.flat && !area.public ? area.base : null;
}

/** The menu of a role set: its nodes (for the lookalike) and antd items built from them once. */
interface RoleMenu {
  nodes: MenuNode[];
  items?: Items;
}

/** Menus per role set. They depend on the roles only and React elements are immutable, so one
 *  module-level copy serves every render: `useMemo` cannot do that on the server, where each
 *  request renders a fresh tree. Bounded, as the role list comes from the platform. */
const menuByRoles = new Map<string, RoleMenu>();

function roleMenu(roles: readonly number[]): RoleMenu {
  const key = roles.join(',');
  let menu = menuByRoles.get(key);
  if (!menu) {
    if (menuByRoles.size >= 32) menuByRoles.clear();
    menu = { nodes: buildMenu(roles, AREAS) };
    menuByRoles.set(key, menu);
  }
  return menu;
}

export function menuNodesFor(roles: readonly number[]): MenuNode[] {
  return roleMenu(roles).nodes;
}

export function menuItemsFor(roles: readonly number[]): Items {
  const menu = roleMenu(roles);
  menu.items ??= toItems(menu.nodes, true);
  return menu.items;
}

/** antd's Menu as the sidebar configures it (./AntdSideMenu.tsx), fetched on its own: a phone
 *  draws no sider, and fetches it once the page is interactive, for the drawer. */
const sideMenuCode = swapCode(() => import('./AntdSideMenu').then((m) => m.AntdSideMenu));
preloadUnless(MOBILE_QUERY, sideMenuCode);

/**
 * The role-filtered side menu; keys are full paths so E2E can find every entry.
 *
 * The server and the first client render draw SideMenuLookalike (antd's HTML without its code, so
 * hydration matches); an effect right after hydration swaps in antd's Menu (once its code is
 * here: a wide screen fetches it beside the page's scripts), which brings the behaviour
 * (submenus, popups when collapsed, keyboard, count badges). Same HTML, so nothing on screen
 * changes. Why not on the first interaction: see docs/decisions.md.
 */
export function SideMenu({ route, collapsed }: { route: AppRoute; collapsed: boolean }) {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const group = groupKey(route);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const live = useLiveAfterHydration();
  const AntdSideMenu = sideMenuCode.useCode(live);

  useEffect(() => {
    if (group && !collapsed) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group, collapsed]);

  // A hidden page lights its list's entry (viewHelp/:id → 求助列表).
  const selectedKey = route.parent?.path ?? route.path;
  if (!live || !AntdSideMenu) return <SideMenuLookalike nodes={menuNodesFor(roles)} selectedKey={selectedKey} openKeys={openKeys} collapsed={collapsed} />;
  return (
    <AntdSideMenu
      items={menuItemsFor(roles)}
      selectedKey={selectedKey}
      openKeys={openKeys}
      collapsed={collapsed}
      onOpenChange={(keys) => {
        if (!collapsed) setOpenKeys(keys);
      }}
    />
  );
}
