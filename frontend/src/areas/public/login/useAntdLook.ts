// The login page draws antd's markup with plain elements (./LoginFields.tsx) instead of
// rendering antd's Form, Input, Typography and Alert: those pulled the form library, the
// input, the grid, the typography's ellipsis/copy/edit machinery and a tooltip into the first
// download. The look stays antd's own: antd runs in zero-runtime mode (src/app/theme.ts), so
// its static stylesheet styles these class names as long as the elements carry the theme's
// CSS-variable class, which is what this returns (the same class antd's components get).
import { themeKey } from '../../../app/theme';
import { useSettings } from '../../../state/settings';

/** The theme variant's class (e.g. `css-var-fa8c16`), as antd puts it on its components. */
export function useAntdLook(): string {
  return themeKey(useSettings().settings);
}
