// antd's <Result> for the icon statuses (success, info, warning, error) as its markup without its
// code: the real component imports all three status illustrations (404, 403, 500 — large SVG
// components, 10 KB gzip) whichever status it shows, and the error boundary and the placeholder
// page are on the first download of every page, the batch import's outcome on a list page's
// (/SZ/batchHelp: one script more than a list page's budget of ten, tests/e2e/headBudget.mjs). The result CSS is in the stylesheet extracted at build time; the
// classes are antd's byte for byte (IconResult.test.tsx compares every theme variant).
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { themeKey } from '../app/theme';
import { useSettings } from '../state/settings';

const ICONS = { success: CheckCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled, error: CloseCircleFilled };

interface Props {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

export function IconResult({ status, title, subTitle, extra }: Props) {
  const prefixCls = 'ant-result';
  const Icon = ICONS[status];
  return (
    <div className={`${prefixCls} ${prefixCls}-${status} ${themeKey(useSettings().settings)}`}>
      <div className={`${prefixCls}-icon`}>
        <Icon />
      </div>
      <div className={`${prefixCls}-title`}>{title}</div>
      {subTitle && <div className={`${prefixCls}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
    </div>
  );
}
