// The export's filters of 捐赠记录: the same names as `donate_list`, read from the list's URL
// state, so the file holds exactly the rows the list shows. Pure (Vitest checks it).
import type { ListQuery } from '../../components/kit/listQuery';

export function donateFilters(q: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.status) out.pay_status = q.status;
  for (const k of ['kind', 'need_bill'] as const) if (q.extra?.[k]) out[k] = q.extra[k];
  if (q.keyword) out.keyword = q.keyword;
  if (q.start_date) out.start_date = q.start_date;
  if (q.end_date) out.end_date = q.end_date;
  return out;
}
