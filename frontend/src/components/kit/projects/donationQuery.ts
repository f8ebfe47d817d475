// What the donation pages send besides the list itself: the export's filters (the same names
// as `donate_list`, read from the list's URL state) and the 票据 cell. Pure, so Vitest checks
// that the file holds exactly the rows the list shows.
import { flag } from '../format';
import type { ListQuery } from '../listQuery';

/** The URL parameters of the donation lists' further filters (their values are checked by the filter bar). */
export const DONATE_PARAMS = { channel: 'channel', project: 'project_id' } as const;

/**
 * `donate_list`'s filters for a list state: `status` is the pay status; on one project's list
 * the project is the page's, whatever the URL says.
 */
export function donateFilters(q: ListQuery, projectId?: number): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (q.status) out.pay_status = q.status;
  const channel = q.extra?.[DONATE_PARAMS.channel];
  if (channel) out.channel = channel;
  const project = projectId ?? (q.extra?.[DONATE_PARAMS.project] ? Number(q.extra[DONATE_PARAMS.project]) : undefined);
  if (project !== undefined) out.project_id = project;
  if (q.keyword) out.keyword = q.keyword;
  if (q.start_date) out.start_date = q.start_date;
  if (q.end_date) out.end_date = q.end_date;
  return out;
}

/** 需要票据: 是（抬头） or 否. */
export function billText(o: { need_bill: boolean | number; bill_title: string | null }): string {
  if (!flag(o.need_bill)) return '否';
  return o.bill_title ? `是（${o.bill_title}）` : '是';
}
