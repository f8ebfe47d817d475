// Layout preferences, persisted in the non-HttpOnly `org_ui` cookie so the server renders
// the same layout the client hydrates (contract-frontend.md, "org_ui").
import { optionsOf } from './options';

export type SizeChoice = 'large' | 'middle' | 'small' | 'mini';

export interface Settings {
  sidebarCollapsed: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: SizeChoice;
  theme: string;
}

/** Orange in the product (spec §9). */
export const DEFAULT_THEME = '#fa8c16';

export const DEFAULT_SETTINGS: Settings = {
  sidebarCollapsed: false,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: true,
  size: 'middle',
  theme: DEFAULT_THEME,
};

/** The size menu, in the product's wording. */
export const SIZE_OPTIONS: { value: SizeChoice; label: string }[] = optionsOf<SizeChoice>({ large: '默认', middle: '中号', small: '小号', mini: '迷你' });

const THEME_LABELS = { '#fa8c16': '日暮橙', '#1890ff': '拂晓蓝', '#13c2c2': '明青', '#52c41a': '极光绿', '#722ed1': '酱紫', '#f5222d': '薄暮红' };
export const THEME_PRESETS: { color: string; label: string }[] = optionsOf(THEME_LABELS).map(({ value, label }) => ({ color: value, label }));

const SIZES: readonly string[] = SIZE_OPTIONS.map((o) => o.value);
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Fills in defaults and drops anything malformed (the cookie is user-controlled). */
export function normalizeSettings(raw: unknown): Settings {
  const s = { ...DEFAULT_SETTINGS };
  if (typeof raw !== 'object' || raw === null) return s;
  const r = raw as Record<string, unknown>;
  for (const key of ['sidebarCollapsed', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
    if (typeof r[key] === 'boolean') s[key] = r[key] as boolean;
  }
  if (typeof r.size === 'string' && SIZES.includes(r.size)) s.size = r.size as SizeChoice;
  if (typeof r.theme === 'string' && COLOR.test(r.theme)) s.theme = r.theme.toLowerCase();
  return s;
}

export const SETTINGS_COOKIE = 'org_ui';

/** The Set-Cookie-style string written by the client (one year, Path=/). */
export function settingsCookie(settings: Settings): string {
  const value = encodeURIComponent(JSON.stringify(settings));
  return `${SETTINGS_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** antd's componentSize for a size choice; 迷你 is small plus the compact algorithm. */
export function componentSize(size: SizeChoice): 'large' | 'middle' | 'small' {
  return size === 'mini' ? 'small' : size;
}
