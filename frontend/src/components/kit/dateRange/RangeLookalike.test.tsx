import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { antdThemeOf } from '../../../app/theme';
import '../../../lib/dayjs';
import { componentSize, normalizeSettings, type SizeChoice } from '../../../lib/settings';
import { SettingsProvider } from '../../../state/settings';
import { RangeLookalike } from './RangeLookalike';
import RealDateRange from './RealDateRange';

/** The providers Root puts around every page (app/Root.tsx), for one settings value. */
function Providers({ theme, size, children }: { theme: string; size: SizeChoice; children: ReactNode }) {
  const settings = normalizeSettings({ theme, size });
  return (
    <SettingsProvider initial={settings}>
      <ConfigProvider locale={zhCN} componentSize={componentSize(settings.size)} theme={antdThemeOf(settings)}>
        {children}
      </ConfigProvider>
    </SettingsProvider>
  );
}

const PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];
const VARIANTS = [
  { theme: '#fa8c16', size: 'middle' },
  { theme: '#fa8c16', size: 'large' },
  { theme: '#fa8c16', size: 'small' },
  { theme: '#fa8c16', size: 'mini' },
  { theme: '#722ed1', size: 'middle' },
  { theme: '#1890ff', size: 'mini' },
] as const;
const VALUES: Array<[string, string] | null> = [null, ['2026-01-02', '2026-03-04'], ['2025-12-31', '2025-12-31']];

describe('the date range lookalike', () => {
  for (const v of VARIANTS) {
    for (const value of VALUES) {
      it(`renders antd's RangePicker HTML byte for byte (${v.theme}, ${v.size}, ${value ? value.join('~') : 'empty'})`, () => {
        const props = { value, onChange: () => undefined, placeholder: PLACEHOLDER, testId: 'filter-dates' };
        const real = renderToString(<Providers {...v}><RealDateRange {...props} carried={null} /></Providers>);
        const lookalike = renderToString(<Providers {...v}><RangeLookalike {...props} onIntent={() => undefined} onCarry={() => undefined} /></Providers>);
        expect(real).toContain('ant-picker-range');
        expect(lookalike).toBe(real);
      });
    }
  }
});
