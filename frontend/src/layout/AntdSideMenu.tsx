// antd's Menu as the sidebar configures it, in a module of its own (SideMenu.tsx fetches it).
import { Menu, type MenuProps } from 'antd';

export type Items = NonNullable<MenuProps['items']>;

interface MenuState {
  selectedKey: string;
  openKeys: readonly string[];
  collapsed: boolean;
}

/** antd's Menu as the sidebar uses it; SideMenuLookalike draws exactly its HTML. */
export function AntdSideMenu({ items, selectedKey, openKeys, collapsed, onOpenChange }: MenuState & { items: Items; onOpenChange?: (keys: string[]) => void }) {
  return (
    <Menu
      id="side-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      // Item tooltips only show the title of a collapsed menu's icons. antd wraps every item in a
      // Tooltip (Trigger, placements, style hooks) even when expanded: an expanded menu renders
      // none (same HTML).
      tooltip={collapsed ? undefined : false}
      items={items}
      selectedKeys={[selectedKey]}
      openKeys={collapsed ? undefined : [...openKeys]}
      onOpenChange={onOpenChange}
    />
  );
}
