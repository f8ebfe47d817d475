import { lazy, Suspense, useState } from 'react';
import SettingOutlinedSvg from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { staticIcon } from '../components/icons/staticIcon';
import { HoverTooltip } from '../components/HoverTooltip';

const SettingsPanel = lazy(() => import('./overlays').then((m) => ({ default: m.SettingsPanel })));

/** The settings panel (spec §2): theme colour, tags view, fixed header, sidebar logo. */
export function SettingsDrawer() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing animates like before.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <HoverTooltip title="系统布局设置">
        <button
          type="button"
          className="navbar-btn"
          data-testid="settings-button"
          aria-label="系统布局设置"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {staticIcon(SettingOutlinedSvg, 'navbar-icon')}
        </button>
      </HoverTooltip>
      {opened && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
