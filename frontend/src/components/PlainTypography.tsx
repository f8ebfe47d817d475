// antd's Typography.Title and Typography.Text (plain, strong, typed), as their markup without their code: the
// components bring their copy, edit (TextArea) and ellipsis (Tooltip, resize observer)
// machinery, which the console's few plain headings never use, to every console page (the
// placeholder page is in the shell chunk). The typography CSS is in the stylesheet extracted at
// build time, so the classes are all it takes: `ant-typography` and the theme's `cssVar.key`
// class, byte for byte antd's HTML (PlainTypography.test.tsx compares every theme variant).
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { themeKey } from '../app/theme';
import { useSettings } from '../state/settings';

const P = 'ant-typography';

function useThemeClass(): string {
  return themeKey(useSettings().settings);
}

interface TitleProps {
  level: 1 | 2 | 3 | 4 | 5;
  className?: string;
  children: ReactNode;
}

/** `<Typography.Title level className>`. */
export function Title({ level, className, children }: TitleProps) {
  const Tag = `h${level}` as const;
  return <Tag className={[P, className, useThemeClass()].filter(Boolean).join(' ')}>{children}</Tag>;
}

/** `<Typography.Text strong>`. */
export function StrongText({ children }: { children: ReactNode }) {
  return (
    <span className={`${P} ${useThemeClass()}`}>
      <strong>{children}</strong>
    </span>
  );
}

interface TextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'type'> {
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  'data-testid'?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * `<Typography.Text>` with a type, strong, a class or a style: none of those has behaviour. Other
 * props (a tooltip's handlers and aria-describedby, its ref) reach the `<span>`, as antd's do.
 */
export function PlainText({ type, strong, className, style, children, ...rest }: TextProps) {
  const cls = [P, type && `${P}-${type}`, className, useThemeClass()].filter(Boolean).join(' ');
  return (
    <span {...rest} className={cls} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}
