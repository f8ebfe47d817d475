// The charts' colours: the console theme's orange (#fa8c16, src/app/theme.ts) and its shades,
// darkest to lightest after the primary, so neighbouring series stay apart.
export const CHART_COLORS = ['#fa8c16', '#d46b08', '#ffc069', '#ad4e00', '#ffd591', '#873800', '#ffa940', '#612500'];

/** Axis lines, split lines and muted text, as antd's neutral greys. */
export const CHART_MUTED = '#bfbfbf';
export const CHART_TEXT = '#595959';
