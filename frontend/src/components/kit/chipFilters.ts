// Filters a list opens with from a dashboard chip (docs/contract-sandbox.md, dashboard/todo):
// the URL carries them like the list's other filters, the route loader sends them to the list
// call, and the filter bar shows them (clearable) while they are set. A list opened from its
// menu does not offer them: they narrow to what the dashboard counted, not a general search.
import type { SelectFilter } from './FilterBar';

/** `ending=7`: fundraising ends today or within 7 days (the 7天内结束募款 chip). */
export const ENDING_FILTER: SelectFilter = { param: 'ending', label: '募款截止', width: 130, choices: [{ value: '7', label: '7天内结束' }] };

/** `due=…`: a project owes an end report or a disclosure (the 待提交报告 chips). */
export const DUE_FILTER: SelectFilter = {
  param: 'due',
  label: '待提交报告',
  width: 150,
  choices: [
    { value: 'end_report', label: '待提交结项报告' },
    { value: 'disclosure', label: '待披露进展' },
  ],
};

/**
 * `own=1`: only the caller's own organisation's items (the chips for its returned items, drafts
 * and reports due): the regional partner's lists otherwise show its whole province.
 */
export const OWN_FILTER: SelectFilter = { param: 'own', label: '机构', width: 120, choices: [{ value: '1', label: '本机构' }] };

/** The chip filters set in `search` (so the list keeps them in its URL and shows them). */
export function chipFilters(search: string, filters: readonly SelectFilter[]): SelectFilter[] {
  const q = new URLSearchParams(search);
  return filters.filter((f) => q.has(f.param));
}
