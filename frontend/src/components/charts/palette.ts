// The charts' colours: the console theme's orange (#fa8c16, src/app/theme.ts) and its shades,
// darkest to lightest after the primary, so neighbouring series stay apart.
export const CHART_COLORS = ['#fa8c16', '#d46b08', '#ffc069', '#ad4e00', '#ffd591', '#873800', '#ffa940', '#612500'];

/**
 * Colours for categories told apart by colour alone (a ring's slices and their legend keys): one
 * hue each from antd's palettes, at the first shade with 3:1 against the white card (WCAG 1.4.11
 * for graphics; palette.test.ts checks it), so no two neighbours are shades of one orange. The
 * text beside them stays CHART_TEXT.
 */
export const CATEGORY_COLORS = ['#d46b08', '#1677ff', '#389e0d', '#722ed1', '#eb2f96', '#08979c', '#5b8c00', '#874d00'];

/** Axis lines, split lines and muted text, as antd's neutral greys. */
export const CHART_MUTED = '#bfbfbf';
export const CHART_TEXT = '#595959';
