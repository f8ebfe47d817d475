// The login page draws antd's markup with plain elements (./LoginFields.tsx) instead of
// rendering antd's Form, Input, Typography and Alert: those pulled rc-field-form, rc-input,
// the grid, the typography's ellipsis/copy/edit machinery and a tooltip into the first
// download. The look stays antd's own: these are the components' style hooks, so the CSS and
// the hash class are exactly what the components would register — the static stylesheet
// covers the default theme, and any other theme (org_ui cookie) is generated at runtime as
// before. The app does not enable antd's CSS variables, so the hooks' wrapCSSVar is not needed.
import useAlertStyle from 'antd/es/alert/style';
import { ConfigContext } from 'antd/es/config-provider';
import useFormStyle from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import useInputStyle, { useSharedStyle as useInputSharedStyle } from 'antd/es/input/style';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext } from 'react';

/** antd's hash class for the current theme (e.g. `css-1ky3v8s`), with the styles registered. */
export function useAntdLook(): string {
  const { getPrefixCls } = useContext(ConfigContext);
  const [, hashId] = useFormStyle(getPrefixCls('form'), '');
  useRowStyle(getPrefixCls('row'));
  useColStyle(getPrefixCls('col'));
  useInputStyle(getPrefixCls('input'), '');
  useInputSharedStyle(getPrefixCls('input'), '');
  useTypographyStyle(getPrefixCls('typography'));
  useAlertStyle(getPrefixCls('alert'));
  return hashId;
}
