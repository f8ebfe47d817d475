import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildMenu, type MenuNode } from '../lib/access';
import { AREAS } from '../routes';
import type { AppRoute } from '../routes/types';
import { useSession } from '../state/session';
import { menuIcon } from './icons';
import { MenuCountBadge } from './MenuCountBadge';

type Items = NonNullable<MenuProps['items']>;

function toItems(nodes: MenuNode[], top: boolean): Items {
  return nodes.map((n) =>
    n.children
      ? { key: n.key, icon: menuIcon(n.icon), label: n.title, children: toItems(n.children, false) }
      : {
          key: n.key,
          icon: top ? menuIcon(n.icon) : undefined,
          label: (
            <Link to={n.key} data-testid={`menu-${n.key}`}>
              {n.title}
              {n.count && <MenuCountBadge count={n.count} testId={`badge-${n.key}`} />}
            </Link>
          ),
        },
  );
}

/** The key of the submenu holding a route (its area's base path). */
function groupKey(route: AppRoute): string | null {
  const area = AREAS.find((a) => a.key === route.area);
  return area && !area.flat && !area.public ? area.base : null;
}

/** Menu items per role set. They depend on the roles only and React elements are immutable,
 *  so one module-level copy serves every render: `useMemo` cannot do that on the server, where
 *  each request renders a fresh tree. Bounded, as the role list comes from the platform. */
const itemsByRoles = new Map<string, Items>();

export function menuItemsFor(roles: readonly number[]): Items {
  const key = roles.join(',');
  let items = itemsByRoles.get(key);
  if (!items) {
    if (itemsByRoles.size >= 32) itemsByRoles.clear();
    items = toItems(buildMenu(roles, AREAS), true);
    itemsByRoles.set(key, items);
  }
  return items;
}

/** The role-filtered side menu; keys are full paths so E2E can find every entry. */
export function SideMenu({ route, collapsed }: { route: AppRoute; collapsed: boolean }) {
  const { user } = useSession();
  const items = menuItemsFor(user?.roles ?? []);
  const group = groupKey(route);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  useEffect(() => {
    if (group && !collapsed) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group, collapsed]);

  return (
    <Menu
      id="side-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      // Item tooltips only show the title of a collapsed menu's icons. antd wraps every item in a
      // Tooltip (Trigger, placements, style hooks) even when expanded, which was 9 % of a list
      // page's server render: an expanded menu renders none (same HTML).
      tooltip={collapsed ? undefined : false}
      items={items}
      // A hidden page lights its list's entry (viewHelp/:id → 求助列表).
      selectedKeys={[route.parent?.path ?? route.path]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => {
        if (!collapsed) setOpenKeys(keys);
      }}
    />
  );
}
