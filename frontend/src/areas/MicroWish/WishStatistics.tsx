// The wish area's statistics row, over the list's and the donation list's `stats` loader: its own
// file so the donation list does not bring the wish list page (its columns, progress bars) along.
import { StatsRow, countOf, money, type Loaded } from '../../components/kit';
import type { Statistics } from './types';

export function WishStatistics({ stats }: { stats: Loaded<Statistics> }) {
  return (
    <StatsRow
      stats={stats}
      testId="wish-stats"
      items={(s) => [
        ['心愿总数', s.wish_count],
        ['待认领', countOf(s.by_status, 0)],
        ['已认领', countOf(s.by_status, 1)],
        ['已实现', countOf(s.by_status, 2)],
        ['实现率', `${s.realize_rate}%`],
        ['认领中', s.active_claims],
        ['资金捐赠', money(s.money_amount)],
        ['物资价值', money(s.gift_amount)],
      ]}
    />
  );
}
