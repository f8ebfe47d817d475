// antd's Typography.Title and Typography.Text strong, as their markup with Typography's own
// style hook: the components bring their copy, edit (TextArea) and ellipsis (Tooltip, resize
// observer) machinery, which the console's few plain headings never use, to every console page
// (the placeholder page is in the shell chunk). Same classes and CSS, so it looks identical.
import { ConfigContext } from 'antd/es/config-provider';
import useTypographyStyle from 'antd/es/typography/style';
import { useContext, type ReactNode } from 'react';

/** `ant-typography` and the theme's hash class, with the typography CSS registered. */
function useTypographyClasses(): [prefixCls: string, hashId: string] {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('typography');
  // The app does not enable antd's CSS variables, so wrapCSSVar and the css-var class are not needed.
  const [, hashId] = useTypographyStyle(prefixCls);
  return [prefixCls, hashId];
}

interface TitleProps {
  level: 1 | 2 | 3 | 4 | 5;
  className?: string;
  children: ReactNode;
}

/** `<Typography.Title level className>`. */
export function Title({ level, className, children }: TitleProps) {
  const [prefixCls, hashId] = useTypographyClasses();
  const Tag = `h${level}` as const;
  return <Tag className={[prefixCls, className, hashId].filter(Boolean).join(' ')}>{children}</Tag>;
}

/** `<Typography.Text strong>`. */
export function StrongText({ children }: { children: ReactNode }) {
  return (
    <span className={useTypographyClasses().join(' ')}>
      <strong>{children}</strong>
    </span>
  );
}
