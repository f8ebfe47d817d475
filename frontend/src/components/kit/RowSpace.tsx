import type { ReactNode } from 'react';
import { Children, Fragment, isValidElement } from 'react';
import { themeKey } from '../../app/theme';
import { useSettings } from '../../state/settings';

/**
 * antd's `<Space size={gap} wrap={wrap}>` markup (horizontal, or `vertical`) without its code, for the few
 * things in a table cell (a status and its mark, the row's buttons): a Space costs two
 * theme-token lookups and a context per item on the server, in every row of every list. Byte for
 * byte antd's HTML for our ConfigProvider, which RowSpace.test.tsx compares; `gap` is a number of
 * pixels (0 = none), as the cells use it. Children that render nothing get no item, as in antd.
 */
export function RowSpace({ gap, wrap = false, vertical = false, children }: { gap: number; wrap?: boolean; vertical?: boolean; children: ReactNode }) {
  const { settings } = useSettings();
  const all = childList(children);
  if (all.length === 0) return null;
  const items = all.filter((c) => c !== null && c !== undefined && c !== false && c !== '');
  const style: { flexWrap?: 'wrap'; columnGap?: number; rowGap?: number } = {};
  if (wrap) style.flexWrap = 'wrap';
  if (gap) {
    style.columnGap = gap;
    style.rowGap = gap;
  }
  return (
    <div className={`ant-space ${vertical ? 'ant-space-vertical' : 'ant-space-horizontal ant-space-align-center'} ${themeKey(settings)}`} style={style}>
      {items.map((child, i) => (
        <div key={i} className="ant-space-item">
          {child}
        </div>
      ))}
    </div>
  );
}

/**
 * The children as antd's Space counts them (rc-util's `toArray` with empties kept): arrays and
 * fragments flattened, empty ones kept (an all-empty Space is an empty div, no children at all is
 * nothing) and given no item later.
 */
function childList(children: ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) out.push(...childList(child.props.children));
    else out.push(child);
  });
  return out;
}
