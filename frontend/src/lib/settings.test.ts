import { describe, expect, it } from 'vitest';
import { componentSize, DEFAULT_SETTINGS, normalizeSettings, settingsCookie } from './settings';

describe('layout settings', () => {
  it('defaults to orange, medium size, logo on, tags view and fixed header off', () => {
    expect(normalizeSettings(null)).toEqual({
      sidebarCollapsed: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: true,
      size: 'middle',
      theme: '#fa8c16',
    });
  });

  it('drops malformed values from the user-controlled cookie', () => {
    expect(normalizeSettings({ size: 'huge', theme: 'red;}', tagsView: 'yes', fixedHeader: true })).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true });
  });

  it('maps 默认 to large and 迷你 to small', () => {
    expect(componentSize('large')).toBe('large');
    expect(componentSize('mini')).toBe('small');
  });

  it('writes a URL-encoded JSON cookie for a year on every path', () => {
    const c = settingsCookie(DEFAULT_SETTINGS);
    expect(c.startsWith('org_ui=%7B%22sidebarCollapsed%22%3Afalse')).toBe(true);
    expect(c).toContain('Path=/');
    expect(c).toContain('Max-Age=31536000');
  });
});
