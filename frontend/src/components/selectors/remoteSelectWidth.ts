/** RemoteSelect's least width: also what the filter bar draws before its code is here
 *  (kit/FilterBar.tsx, SelectLookalike's `search` look). */
export const REMOTE_SELECT_MIN_WIDTH = 220;
