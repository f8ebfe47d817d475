import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Divider, Drawer, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { THEME_PRESETS, type Settings } from '../lib/settings';
import { useSettings } from '../state/settings';

const SWITCHES: { key: keyof Pick<Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>; label: string }[] = [
  { key: 'tagsView', label: '开启 Tags-View' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
];

/** The settings panel (spec §2): theme colour, tags view, fixed header, sidebar logo. */
export function SettingsDrawer() {
  const { settings, update } = useSettings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="系统布局设置">
        <button type="button" className="navbar-btn" data-testid="settings-button" aria-label="系统布局设置" onClick={() => setOpen(true)}>
          <SettingOutlined className="navbar-icon" />
        </button>
      </Tooltip>
      <Drawer title="系统布局设置" open={open} onClose={() => setOpen(false)} width={300}>
        <div className="settings-row settings-theme">
          <span>主题色</span>
          <div className="theme-swatches">
            {THEME_PRESETS.map((p) => (
              <Tooltip key={p.color} title={p.label}>
                <button
                  type="button"
                  className="theme-swatch"
                  style={{ background: p.color }}
                  data-testid={`theme-${p.color}`}
                  aria-label={p.label}
                  onClick={() => update({ theme: p.color })}
                >
                  {settings.theme === p.color && <CheckOutlined />}
                </button>
              </Tooltip>
            ))}
          </div>
        </div>
        <Divider />
        {SWITCHES.map((s) => (
          <div className="settings-row" key={s.key}>
            <span>{s.label}</span>
            <Switch checked={settings[s.key]} data-testid={`setting-${s.key}`} onChange={(v) => update({ [s.key]: v })} />
          </div>
        ))}
      </Drawer>
    </>
  );
}
