// The settings drawer itself, loaded on first open (see overlays.ts).
import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, Switch, Tooltip } from 'antd';
import { THEME_PRESETS, type Settings } from '../lib/settings';
import { useSettings } from '../state/settings';

const SWITCHES: { key: keyof Pick<Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>; label: string }[] = [
  { key: 'tagsView', label: '开启 Tags-View' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
];

export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { settings, update } = useSettings();
  return (
    <Drawer title="系统布局设置" open={open} onClose={onClose} size={300}>
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
  );
}
