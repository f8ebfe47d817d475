// antd's theme for a settings value, in zero-runtime mode: no component computes or injects CSS
// while rendering (on the server nothing at all); the stylesheet is extracted at build time
// (scripts/antd-css.mjs) from this very function, for every variant the settings panel offers.
//
// A variant is the primary colour × the compact algorithm (迷你). Its CSS variables live under
// its own `cssVar.key` class, which antd puts on every component element, so switching colour or
// size swaps one class (server and client compute the same key from the org_ui cookie) and the
// style rules, identical for all variants, are shipped once.
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { DEFAULT_SETTINGS, THEME_PRESETS, type Settings } from '../lib/settings';
import { GREY_TOKENS, STATUS_TOKENS, TAG_TEXT_TOKENS, primaryShade, primaryStateTokens } from './contrast';

/** The class carrying a variant's CSS variables, e.g. `css-var-fa8c16` or `css-var-1890ff-mini`. */
export function themeKey(settings: Pick<Settings, 'theme' | 'size'>): string {
  return `css-var-${settings.theme.replace('#', '')}${settings.size === 'mini' ? '-mini' : ''}`;
}

/** One theme object per variant for the life of the bundle. antd keeps what it derives from a
 * theme (the merged tokens, their hashes) in caches keyed by the objects themselves, so the same
 * object on every render reuses that work; a new one per render recomputed it each time. */
const themes = new Map<string, ThemeConfig>();

export function antdThemeOf(settings: Pick<Settings, 'theme' | 'size'>): ThemeConfig {
  const key = themeKey(settings);
  let theme = themes.get(key);
  if (!theme) {
    theme = themeConfigOf(settings);
    themes.set(key, theme);
  }
  return theme;
}

function themeConfigOf(settings: Pick<Settings, 'theme' | 'size'>): ThemeConfig {
  return {
    zeroRuntime: true,
    // Plain class names (`ant-btn`, no `css-…` hash): the static stylesheet has no hash either.
    hashed: false,
    cssVar: { key: themeKey(settings) },
    // Text-grade shades of the settings colour, the status colours and the greys (contrast.ts).
    token: {
      colorPrimary: primaryShade(settings.theme),
      colorLink: primaryShade(settings.theme),
      ...primaryStateTokens(settings.theme),
      ...STATUS_TOKENS,
      ...TAG_TEXT_TOKENS,
      ...GREY_TOKENS,
    },
    algorithm: settings.size === 'mini' ? antdTheme.compactAlgorithm : undefined,
  };
}

/** Every variant the build ships CSS variables for; the first is the default one. */
export function themeVariants(): Pick<Settings, 'theme' | 'size'>[] {
  const colours = [DEFAULT_SETTINGS.theme, ...THEME_PRESETS.map((p) => p.color).filter((c) => c !== DEFAULT_SETTINGS.theme)];
  return colours.flatMap((theme) => [
    { theme, size: DEFAULT_SETTINGS.size },
    { theme, size: 'mini' as const },
  ]);
}
