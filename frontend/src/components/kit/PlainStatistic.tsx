// antd's `<Statistic title value>` as its markup without its code, for the statistics rows over
// lists and the dashboard's figures: a Statistic is three components (it, its Skeleton, its
// number) with a theme-token lookup, for a title and a number that never change. No behaviour
// (no loading, prefix or formatter here), so no swap. Byte for byte antd's HTML for every theme
// variant and kind of value (PlainStatistic.test.tsx): a number-like value is split as antd's
// is, its integer part grouped by thousands; any other text shows as it is.
import type { ReactNode } from 'react';
import { themeKey } from '../../app/theme';
import { useSettings } from '../../state/settings';

const P = 'ant-statistic';

/** antd's default formatting: `-1234.5` → `-1,234` and `.5`; anything else as it is. */
function valueNode(value: string | number): ReactNode {
  const text = String(value);
  const cells = /^(-?)(\d*)(\.(\d+))?$/.exec(text);
  if (!cells || text === '-') return text;
  const int = (cells[2] || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimal = cells[4] ? `.${cells[4]}` : '';
  return [
    <span key="int" className={`${P}-content-value-int`}>
      {cells[1]}
      {int}
    </span>,
    decimal && (
      <span key="decimal" className={`${P}-content-value-decimal`}>
        {decimal}
      </span>
    ),
  ];
}

export function PlainStatistic({ title, value }: { title: ReactNode; value: string | number }) {
  const { settings } = useSettings();
  return (
    <div className={`${P} ${themeKey(settings)}`}>
      <div className={`${P}-header`}>
        <div className={`${P}-title`}>{title}</div>
      </div>
      <div className={`${P}-content`}>
        <span className={`${P}-content-value`}>{valueNode(value)}</span>
      </div>
    </div>
  );
}
