// antd's <Result> for the icon statuses (info, error) as its own markup and style hook: the
// real component imports all three status illustrations (404, 403, 500 — large SVG components)
// whichever status it shows, and the error boundary and the placeholder page are on the first
// download of every page. Same classes and CSS as <Result>, so it looks identical.
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import useResultStyle from 'antd/es/result/style';
import { useContext, type ReactNode } from 'react';

const ICONS = { info: ExclamationCircleFilled, error: CloseCircleFilled };

interface Props {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

export function IconResult({ status, title, subTitle, extra }: Props) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('result');
  // The app does not enable antd's CSS variables, so wrapCSSVar and the css-var class are not needed.
  const [, hashId] = useResultStyle(prefixCls);
  const Icon = ICONS[status];
  return (
    <div className={`${prefixCls} ${prefixCls}-${status} ${hashId}`}>
      <div className={`${prefixCls}-icon`}>
        <Icon />
      </div>
      <div className={`${prefixCls}-title`}>{title}</div>
      {subTitle && <div className={`${prefixCls}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
    </div>
  );
}
