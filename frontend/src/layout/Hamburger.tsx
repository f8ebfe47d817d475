import MenuFoldOutlinedSvg from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlinedSvg from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { staticIcon } from '../components/icons/staticIcon';

/** Toggles the sidebar; shows "unfold" while the menu is closed. */
export function Hamburger({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="navbar-btn hamburger"
      data-testid="hamburger"
      aria-label={open ? '收起侧边栏' : '展开侧边栏'}
      aria-expanded={open}
      onClick={onToggle}
    >
      {staticIcon(open ? MenuFoldOutlinedSvg : MenuUnfoldOutlinedSvg)}
    </button>
  );
}
