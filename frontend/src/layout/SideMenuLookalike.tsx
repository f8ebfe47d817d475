import type { ReactNode } from 'react';
import { themeKey } from '../app/theme';
import type { MenuNode } from '../lib/access';
import { useSettings } from '../state/settings';
import { staticIcon } from '../components/icons/staticIcon';
import { menuIconDef } from './icons';
import { withBase } from '../lib/base';

const P = 'ant-menu';
const ID = 'side-menu';

interface Props {
  nodes: MenuNode[];
  selectedKey: string;
  openKeys: readonly string[];
  collapsed: boolean;
}

/**
 * antd's `<Menu id="side-menu" mode="inline" theme="dark">` markup as SideMenu configures it,
 * without its code: for the server render and the first client render only (SideMenu swaps in
 * the real Menu right after hydration, see there). The Menu was some 290 of a list page's ≈ 750
 * component renders on the server (rc-menu's contexts, a path registry, motion, overflow, a
 * tooltip per item). Byte for byte antd's HTML for every theme variant, role menu, selected and
 * open key, expanded and collapsed, which SideMenuLookalike.test.tsx compares. Count badges
 * render nothing before their first answer, so they are left out here.
 */
export function SideMenuLookalike({ nodes, selectedKey, openKeys, collapsed }: Props) {
  const { settings } = useSettings();
  const mode = collapsed ? `${P}-vertical` : `${P}-inline`;
  const collapsedClass = collapsed ? ` ${P}-inline-collapsed` : '';
  return (
    <>
      <ul className={`${P} ${P}-root ${mode} ${P}-dark${collapsedClass} ${themeKey(settings)} ${P}-css-var`} id={ID} role="menu" tabIndex={0} data-menu-list="true">
        {nodes.map((n) =>
          n.children ? (
            subMenu(n, !collapsed && openKeys.includes(n.key), collapsed, selectedKey)
          ) : (
            <li
              key={n.key}
              className={n.key === selectedKey ? `${P}-item ${P}-item-selected` : `${P}-item`}
              style={collapsed ? undefined : { paddingLeft: 24 }}
              role="menuitem"
              tabIndex={-1}
              data-menu-id={`${ID}-${n.key}`}
            >
              {itemIcon(n)}
              <span className={`${P}-title-content`}>
                {itemLink(n)}
              </span>
            </li>
          ),
        )}
      </ul>
      <div style={{ display: 'none' }} aria-hidden="true" />
    </>
  );
}

// Plain functions, not components: the point is to render as few components as possible.
function subMenu(node: MenuNode, open: boolean, collapsed: boolean, selectedKey: string) {
  const mode = collapsed ? `${P}-submenu-vertical` : `${P}-submenu-inline`;
  // antd's Menu marks the submenu that holds the selected item once it has mounted (rc-menu
  // learns its items' paths in an effect), so its own server HTML lacks the class and the
  // title's colour changes right after hydration. Printed here from the start: no flash.
  const selected = node.children?.some((c) => c.key === selectedKey) ? ` ${P}-submenu-selected` : '';
  return (
    <li key={node.key} className={`${P}-submenu ${mode}${open ? ` ${P}-submenu-open` : ''}${selected}`} role="none">
      <div
        role="menuitem"
        style={collapsed ? undefined : { paddingLeft: 24 }}
        className={`${P}-submenu-title`}
        tabIndex={-1}
        data-menu-id={`${ID}-${node.key}`}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={`${ID}-${node.key}-popup`}
      >
        {itemIcon(node)}
        <span className={`${P}-title-content`}>{node.title}</span>
        <i className={`${P}-submenu-arrow`} />
      </div>
      {open && (
        <ul className={`${P} ${P}-sub ${P}-inline`} role="menu" id={`${ID}-${node.key}-popup`} data-menu-list="true">
          {node.children?.map((c) => (
            <li
              key={c.key}
              role="menuitem"
              tabIndex={-1}
              data-menu-id={`${ID}-${c.key}`}
              style={{ paddingLeft: 48 }}
              className={`${P}-item${c.key === selectedKey ? ` ${P}-item-selected` : ''} ${P}-item-only-child`}
            >
              <span className={`${P}-title-content`}>
                {itemLink(c)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The route's `<Link>` as react-router renders it (a plain link until the real Menu is in). */
function itemLink(node: MenuNode) {
  return (
    <a data-testid={`menu-${node.key}`} href={withBase(node.key)} data-discover="true">
      {node.title}
    </a>
  );
}

/** The icon as antd's Menu clones it: with the `ant-menu-item-icon` class. */
function itemIcon(node: MenuNode): ReactNode {
  return staticIcon(menuIconDef(node.icon), `${P}-item-icon`);
}
