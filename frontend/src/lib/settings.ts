// Layout preferences, persisted in the non-HttpOnly `org_ui` cookie so the server renders
// the same layout the client hydrates (contract-frontend.md, "org_ui").

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
export const SIZE_OPTIONS: { value: SizeChoice; label: string }[] = [
  { value: 'large', label: '默认' },
  { value: 'middle', label: '中号' },
  { value: 'small', label: '小号' },
  { value: 'mini', label: '迷你' },
];

export const THEME_PRESETS: { color: string; label: string }[] = [
  { color: '#fa8c16', label: '日暮橙' },
  { color: '#1890ff', label: '拂晓蓝' },
  { color: '#13c2c2', label: '明青' },
  { color: '#52c41a', label: '极光绿' },
  { color: '#722ed1', label: '酱紫' },
  { color: '#f5222d', label: '薄暮红' },
];

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
