import { Tag } from 'antd';
import { themeKey } from '../../app/theme';
import { useSettings } from '../../state/settings';

// antd's preset and status colours (antd/es/theme/interface/presetColors, _util/colors): the
// colours a tag gets by class. StatusTag.test.tsx renders every one with antd's Tag.
const CLASS_COLOURS = new Set([
  'blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold',
  'success', 'processing', 'error', 'default', 'warning',
]);

/**
 * A status as a coloured tag: `colors` maps the area's status numbers to antd preset colours.
 * Drawn as antd's Tag markup without its code (a status sits in every row of every list, and
 * antd's Tag costs two theme-token lookups and two style components per tag on the server);
 * byte for byte antd's HTML for our ConfigProvider, which StatusTag.test.tsx compares for every
 * colour and theme variant. A colour that is not a preset (a hex value) is antd's Tag itself.
 */
export function StatusTag({ status, label, colors }: { status: number; label: string; colors: Record<number, string> }) {
  const { settings } = useSettings();
  const color = colors[status] ?? 'default';
  if (!CLASS_COLOURS.has(color)) return <Tag color={color}>{label}</Tag>;
  return <span className={`ant-tag ant-tag-filled ant-tag-${color} ${themeKey(settings)}`}>{label}</span>;
}
