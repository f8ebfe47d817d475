// The wish area's statistics row, over the list's and the donation list's `stats` loader: its own
// file so the donation list does not bring the wish list page (its columns, progress bars) along.
import type { ReactNode } from 'react';
import { countOf, money } from '../../components/kit';
import type { Statistics } from './types';

/** What the row of `WithStats` shows of the area's statistics. */
export const WISH_STATS = {
  testId: 'wish-stats',
  items: (s: Statistics): Array<[string, ReactNode]> => [
    ['心愿总数', s.wish_count],
    ['待认领', countOf(s.by_status, 0)],
    ['已认领', countOf(s.by_status, 1)],
    ['已实现', countOf(s.by_status, 2)],
    ['实现率', `${s.realize_rate}%`],
    ['认领中', s.active_claims],
    ['资金捐赠', money(s.money_amount)],
    ['物资价值', money(s.gift_amount)],
  ],
};
