// For the lookalike tests (LinkButton, StatusTag, RowSpace): the providers Root puts around every
// page (app/Root.tsx) for one settings value, and the settings variants worth comparing.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { antdThemeOf } from '../../app/theme';
import { BUTTON_CONFIG, PAGINATION_CONFIG } from '../../app/antdConfig';
import { componentSize, normalizeSettings, type SizeChoice } from '../../lib/settings';
import { SettingsProvider } from '../../state/settings';

export function LookalikeProviders({ theme, size, children }: { theme: string; size: SizeChoice; children: ReactNode }) {
  const settings = normalizeSettings({ theme, size });
  return (
    <MemoryRouter>
      <SettingsProvider initial={settings}>
        <ConfigProvider locale={zhCN} componentSize={componentSize(settings.size)} theme={antdThemeOf(settings)} button={BUTTON_CONFIG} pagination={PAGINATION_CONFIG}>
          {children}
        </ConfigProvider>
      </SettingsProvider>
    </MemoryRouter>
  );
}

/** Each colour-and-size variant of the settings panel that changes a class (the default first). */
export const LOOKALIKE_VARIANTS = [
  { theme: '#fa8c16', size: 'middle' },
  { theme: '#fa8c16', size: 'large' },
  { theme: '#fa8c16', size: 'small' },
  { theme: '#fa8c16', size: 'mini' },
  { theme: '#722ed1', size: 'middle' },
  { theme: '#1890ff', size: 'mini' },
] as const;
