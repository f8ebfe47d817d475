// 地区分布: provinces ranked by money, each with a bar as long as its amount against the first
// province's, and the amount, count and share printed beside it. Plain markup, not a chart: the
// figures a chart would show in a tooltip are on the row, a phone gets real text in the card, and
// the server draws it for the price of a list (an ECharts bar chart cost ~1.5 ms of every first
// view of the data centre; docs/decisions.md). Where the user may choose a province, a province's
// name opens the data centre for it.
import { AppLink } from '../../components/AppLink';
import { money } from '../../components/kit/format';
import { yuan } from './chartOptions';
import type { RegionRow } from './types';

/** A bar's length in percent of the longest (the first province's), at least a sliver when > 0. */
export function barPercent(amountFen: number, topFen: number): number {
  if (topFen <= 0 || amountFen <= 0) return 0;
  return Math.max(1, Math.round((amountFen / topFen) * 1000) / 10);
}

const share = (p: number | null) => (p === null ? '' : `，占 ${p.toFixed(1)}%`);

interface Props {
  rows: readonly RegionRow[];
  /** The data centre narrowed to a province; absent where the user may not choose one (role 3). */
  provinceHref?: (province: string) => string;
}

export function RegionRanking({ rows, provinceHref }: Props) {
  if (!rows.length) return <div className="chart-empty">本期暂无捐款</div>;
  const top = Math.max(...rows.map((r) => r.amount_fen));
  return (
    <ol className="region-ranking" data-testid="region-ranking" aria-label="各省募款金额排行">
      {rows.map((r, i) => {
        const amount = money(yuan(r.amount_fen));
        return (
          <li key={r.province || 'none'} className="region-row" title={`${r.name}：${amount}，${r.count} 笔${share(r.percent)}`}>
            <span className="region-rank">{i + 1}</span>
            <span className="region-name">{provinceHref && r.province ? <AppLink to={provinceHref(r.province)}>{r.name}</AppLink> : r.name}</span>
            <span className="region-bar" aria-hidden="true">
              <span className="region-bar-fill" style={{ width: `${barPercent(r.amount_fen, top)}%` }} />
            </span>
            <span className="region-amount">{amount}</span>
            <span className="region-count">{r.count} 笔</span>
          </li>
        );
      })}
    </ol>
  );
}
