import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../lib/settings';
import { GREY_TOKENS, PRIMARY_SHADES, PRIMARY_STATE_SHADES, STATUS_TOKENS, TAG_TEXT_SHADES, primaryShade } from './contrast';
import { antdThemeOf } from './theme';

/** WCAG 2.1 contrast ratio of two colours (`#rrggbb`, or `rgba(0, 0, 0, a)` over `under`). */
function ratio(fg: string, bg: string, under = '#ffffff'): number {
  const rgb = (c: string): number[] => {
    const alpha = c.match(/^rgba\(0, 0, 0, ([\d.]+)\)$/);
    if (alpha) return rgb(under).map((v) => v * (1 - Number(alpha[1])));
    return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  };
  const lum = (c: string) => {
    const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

/** antd's palette of a colour, as its algorithm generates it for a preset seed (`blue-1` … `blue-10`). */
function paletteOf(seed: string): string[] {
  const t = theme.getDesignToken({ token: { blue: seed } }) as unknown as Record<string, string>;
  return Array.from({ length: 10 }, (_, i) => t[`blue-${i + 1}`].toLowerCase());
}

describe('colours that carry text reach WCAG AA', () => {
  it('gives every settings-panel colour a primary from its own antd palette with white text at 4.5:1 and as text on white', () => {
    for (const { color } of THEME_PRESETS) {
      const shade = primaryShade(color);
      expect(paletteOf(color), color).toContain(shade);
      expect(ratio('#ffffff', shade), color).toBeGreaterThanOrEqual(4.5);
      expect(antdThemeOf({ theme: color, size: 'middle' }).token?.colorPrimary).toBe(shade);
    }
    expect(Object.keys(PRIMARY_SHADES).sort()).toEqual(THEME_PRESETS.map((p) => p.color).sort());
    expect(primaryShade('#fa8c16')).toBe('#ad4e00');
  });

  it('keeps white text at 4.5:1 on every preset primary button while hovered and pressed, with shades from the same antd palette', () => {
    for (const { color } of THEME_PRESETS) {
      const states = PRIMARY_STATE_SHADES[color];
      expect(states, color).toBeDefined();
      // What antd actually uses once the theme is applied (not only what the table says).
      const tokens = theme.getDesignToken({ token: antdThemeOf({ theme: color, size: 'middle' }).token }) as unknown as Record<string, string>;
      for (const name of ['colorPrimaryHover', 'colorPrimaryActive', 'colorLinkHover', 'colorLinkActive']) {
        const shade = tokens[name].toLowerCase();
        expect(paletteOf(color), `${color} ${name}`).toContain(shade);
        expect(ratio('#ffffff', shade), `${color} ${name} ${shade}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(tokens.colorPrimaryHover.toLowerCase(), color).toBe(states.hover);
      expect(tokens.colorPrimaryActive.toLowerCase(), color).toBe(states.active);
      // Hover and pressed still differ from the resting button and from each other.
      expect(new Set([primaryShade(color), states.hover, states.active]).size, color).toBe(3);
    }
    expect(Object.keys(PRIMARY_STATE_SHADES).sort()).toEqual(THEME_PRESETS.map((p) => p.color).sort());
  });

  it('prints status text at 4.5:1 on its light shade and on white', () => {
    for (const kind of ['Success', 'Warning', 'Error'] as const) {
      const text = STATUS_TOKENS[`color${kind}`];
      expect(ratio(text, STATUS_TOKENS[`color${kind}Bg`]), kind).toBeGreaterThanOrEqual(4.5);
      expect(ratio(text, '#ffffff'), kind).toBeGreaterThanOrEqual(4.5);
    }
    expect(ratio(STATUS_TOKENS.colorInfo, '#e6f4ff')).toBeGreaterThanOrEqual(4.5);
  });

  it('prints preset tag text from the same antd palette at 4.5:1 on the tag background', () => {
    const t = theme.getDesignToken() as unknown as Record<string, string>;
    const themed = theme.getDesignToken({ token: antdThemeOf({ theme: '#fa8c16', size: 'middle' }).token }) as unknown as Record<string, string>;
    for (const [name, text] of Object.entries(TAG_TEXT_SHADES)) {
      expect([themed[`${name}7`], themed[`${name}-7`]], name).toEqual([text, text]);
      const palette = Array.from({ length: 10 }, (_, i) => t[`${name}-${i + 1}`].toLowerCase());
      expect(palette, name).toContain(text);
      expect(ratio(text, palette[0]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps descriptions and placeholders at 4.5:1 on white and on a disabled field', () => {
    for (const grey of Object.values(GREY_TOKENS)) {
      expect(ratio(grey, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(ratio(grey, '#f5f5f5', '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
