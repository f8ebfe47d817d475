import { Button } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { themeKey } from '../../app/theme';
import { componentSize } from '../../lib/settings';
import { useSettings } from '../../state/settings';
import { withBase } from '../../lib/base';

type Kind = 'primary' | 'default' | 'link';
type Size = 'small' | 'middle';

/**
 * A button that is a real link (`<a href>`, so it works before hydration and opens in a new
 * tab) but navigates inside the app when clicked.
 */
export function LinkButton({ to, children, type, size, testId }: { to: string; children: ReactNode; type?: Kind; size?: Size; testId?: string }) {
  const navigate = useNavigate();
  const { settings } = useSettings();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  if (type === 'link' && typeof children === 'string') {
    return linkLookalike({ to, size: size ?? componentSize(settings.size), testId, onClick, text: children, themeClass: themeKey(settings) });
  }
  return (
    <Button href={withBase(to)} type={type} size={size} data-testid={testId} onClick={onClick}>
      {children}
    </Button>
  );
}

const P = 'ant-btn';

/** The classes antd gives a `type="link"` Button, as a link or a button (ActionBarDrawn's), plain or `danger`. */
export function linkButtonClass(themeClass: string, size: 'large' | Size, danger: boolean): string {
  const sizeClass = size === 'small' ? ` ${P}-sm` : size === 'large' ? ` ${P}-lg` : '';
  const colour = danger ? `${P}-dangerous ${P}-color-dangerous` : `${P}-color-link`;
  return `${P} ${themeClass} ${P}-link ${colour} ${P}-variant-link${sizeClass}`;
}

/**
 * antd's `<Button type="link" href>` markup without its code, for the row actions of every list
 * (two or three per row): each antd Button costs a theme-token lookup, a wave effect and a loading
 * icon on the server, about 8 % of a list page's render. Byte for byte antd's HTML for our
 * ConfigProvider (prefix `ant`, the theme's `cssVar.key` class, the size from the prop or the
 * settings), which LinkButton.test.tsx compares for every theme variant and size. A link button
 * has no wave and inserts no space between two Chinese characters, so there is no behaviour to
 * copy beyond the click. A plain function, not a component: one less render per row action.
 */
function linkLookalike({ to, size, testId, onClick, text, themeClass }: { to: string; size: 'large' | Size; testId?: string; onClick: (e: MouseEvent) => void; text: string; themeClass: string }) {
  return (
    <a
      href={withBase(to)}
      data-testid={testId}
      className={linkButtonClass(themeClass, size, false)}
      tabIndex={0}
      aria-disabled="false"
      onClick={onClick}
    >
      <span>{text}</span>
    </a>
  );
}
