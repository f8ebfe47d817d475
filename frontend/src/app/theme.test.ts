import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, THEME_PRESETS } from '../lib/settings';
import { antdThemeOf, themeKey, themeVariants } from './theme';

describe('antd theme per settings', () => {
  it('names one CSS-variable class per colour and 迷你, the default first', () => {
    expect(themeKey(DEFAULT_SETTINGS)).toBe('css-var-fa8c16');
    expect(themeKey({ theme: '#1890ff', size: 'mini' })).toBe('css-var-1890ff-mini');
    const keys = themeVariants().map(themeKey);
    expect(keys[0]).toBe('css-var-fa8c16');
    expect(new Set(keys).size).toBe(THEME_PRESETS.length * 2);
  });

  it('renders in zero-runtime mode with orange-8 of the orange setting as primary (contrast.ts) and the compact algorithm only for 迷你', () => {
    const theme = antdThemeOf(DEFAULT_SETTINGS);
    expect(theme.zeroRuntime).toBe(true);
    expect(theme.token?.colorPrimary).toBe('#ad4e00');
    expect(theme.algorithm).toBeUndefined();
    expect(antdThemeOf({ ...DEFAULT_SETTINGS, size: 'mini' }).algorithm).toBeDefined();
  });

  it('gives a variant the same theme object on every render, so antd reuses what it derived from it, and each variant its own', () => {
    const orange = antdThemeOf(DEFAULT_SETTINGS);
    expect(antdThemeOf({ ...DEFAULT_SETTINGS })).toBe(orange);
    const mini = antdThemeOf({ ...DEFAULT_SETTINGS, size: 'mini' });
    expect(mini).not.toBe(orange);
    expect(antdThemeOf({ theme: DEFAULT_SETTINGS.theme, size: 'mini' })).toBe(mini);
    const other = THEME_PRESETS.find((p) => p.color !== DEFAULT_SETTINGS.theme)!;
    expect(antdThemeOf({ theme: other.color, size: DEFAULT_SETTINGS.size }).token?.colorPrimary).not.toBe(orange.token?.colorPrimary);
  });
});
