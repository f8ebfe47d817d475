// The shades the theme uses for text and for fills that carry text, so both reach WCAG 2.1 AA
// (4.5:1 for body text) — all taken from antd's own palettes, so the console still looks like
// antd in its colours. contrast.test.ts checks every ratio and that each shade is antd's.
//
// The settings panel's colour stays the preset's (spec §9: orange; it names the variant's CSS
// class and the swatch); what antd gets as `colorPrimary` is that palette's first shade dark
// enough for white text on it and for it as text on white: orange-6 #fa8c16 is 2.4:1 either
// way, orange-8 #ad4e00 is 5.4:1.

/** Preset colour → the shade of its antd palette (generated from the preset) that passes 4.5:1. */
export const PRIMARY_SHADES: Record<string, string> = {
  '#fa8c16': '#ad4e00', // orange-8
  '#1890ff': '#096dd9', // blue-7 (of the palette from #1890ff, antd 4's blue)
  '#13c2c2': '#006d75', // cyan-8
  '#52c41a': '#237804', // green-8
  '#722ed1': '#722ed1', // purple-6 passes as it is (6.9:1)
  '#f5222d': '#cf1322', // red-7
};

/**
 * Hover and pressed shades of the primary (buttons with white text, links on white). antd derives
 * a lighter hover from the primary (orange-8 → #ba691e, 3.9:1 with white); these are the next two
 * shades of the same palette, darker, so the text stays at 4.5:1 while the button still answers
 * the pointer (hover one shade darker, pressed two).
 */
export const PRIMARY_STATE_SHADES: Record<string, { hover: string; active: string }> = {
  '#fa8c16': { hover: '#873800', active: '#612500' }, // orange-9, orange-10
  '#1890ff': { hover: '#0050b3', active: '#003a8c' }, // blue-8, blue-9
  '#13c2c2': { hover: '#00474f', active: '#002329' }, // cyan-9, cyan-10
  '#52c41a': { hover: '#135200', active: '#092b00' }, // green-9, green-10
  '#722ed1': { hover: '#531dab', active: '#391085' }, // purple-7, purple-8
  '#f5222d': { hover: '#a8071a', active: '#820014' }, // red-8, red-9
};

/** antd's hover/active tokens for a settings colour; none for a non-preset one (antd derives them). */
export function primaryStateTokens(theme: string): Record<string, string> {
  const states = PRIMARY_STATE_SHADES[theme.toLowerCase()];
  if (!states) return {};
  return {
    colorPrimaryHover: states.hover,
    colorPrimaryActive: states.active,
    colorLinkHover: states.hover,
    colorLinkActive: states.active,
  };
}

/** The colour antd gets as its primary for a settings colour (a non-preset one as it is). */
export function primaryShade(theme: string): string {
  return PRIMARY_SHADES[theme.toLowerCase()] ?? theme;
}

/**
 * Status colours as antd tags and form messages print them: text on the status's lightest
 * shade. antd's defaults (#52c41a, #faad14, #ff4d4f, #1677ff) are 1.9–3.7:1; these are the
 * first shades of the same palettes that pass. A darker seed would also darken the derived
 * light backgrounds and borders (antd generates them from the seed), so those stay pinned to
 * the default palette's shades 1–4.
 */
export const STATUS_TOKENS = {
  colorSuccess: '#237804', // green-8
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarning: '#874d00', // gold-9: gold-8 #ad6800 is 4.4:1
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorError: '#cf1322', // red-7
  colorErrorBg: '#fff2f0',
  colorErrorBgHover: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorErrorBorderHover: '#ffa39e',
  colorInfo: '#0958d9', // blue-7
} as const;

/**
 * Preset tag colours (`<Tag color="gold">`): antd prints shade 7 on shade 1; where that is under
 * 4.5:1 the text takes the next shade of the same palette that passes.
 */
export const TAG_TEXT_SHADES = {
  orange: '#ad4e00', // orange-8
  gold: '#874d00', // gold-9
  cyan: '#006d75', // cyan-8
  green: '#237804', // green-8
  volcano: '#ad2102', // volcano-8
  lime: '#3f6600', // lime-9
  yellow: '#614700', // yellow-10
} as const;

/** The shades as antd's tokens: the style reads `orange7`, the CSS variable comes from `orange-7`. */
export const TAG_TEXT_TOKENS: Record<string, string> = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([name, shade]) => [
    [`${name}7`, shade],
    [`${name}-7`, shade],
  ]),
);

/**
 * Grey text: antd's description and placeholder greys (45 % and 25 % black, 3.4:1 and 1.8:1)
 * are under 4.5:1. Descriptions (breadcrumb, descriptions' labels, hints) take antd's secondary
 * text level (65 % black, gray-8 #595959); placeholders a level of their own between it and the
 * text they stand in for, still 4.5:1 on the disabled field's grey.
 */
export const GREY_TOKENS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
} as const;
