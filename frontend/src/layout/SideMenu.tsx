import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { buildMenu, type MenuNode } from '../lib/access';
import { AREAS } from '../routes';
import type { AppRoute } from '../routes/types';
import { useSession } from '../state/session';
import { menuIcon } from './icons';

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

/** The role-filtered side menu; keys are full paths so E2E can find every entry. */
export function SideMenu({ route, collapsed }: { route: AppRoute; collapsed: boolean }) {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  // The menu depends on the roles only.
  const items = useMemo(() => toItems(buildMenu(roles), true), [roles.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
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
      items={items}
      selectedKeys={[route.path]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => {
        if (!collapsed) setOpenKeys(keys);
      }}
    />
  );
}
