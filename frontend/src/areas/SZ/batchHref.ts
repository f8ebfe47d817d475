// The batch import's addresses (批量导入求助): the upload step at BATCH_BASE, a staged batch at
// BATCH_BASE?batch=<id>[&valid=0|1][&page=N]. The two steps are pages of their own (index.ts).

export const BATCH_BASE = '/SZ/batchHelp';

/** Which staged rows to show: all, only those with errors ('0') or only the valid ones ('1'). */
export type RowFilter = 'all' | '0' | '1';

/** The staged batch's URL: batch id, row filter, page. */
export function batchHref(batchId: number, valid: RowFilter = 'all', page = 1): string {
  const q = new URLSearchParams({ batch: String(batchId) });
  if (valid !== 'all') q.set('valid', valid);
  if (page > 1) q.set('page', String(page));
  return `${BATCH_BASE}?${q.toString()}`;
}

/** The staged rows' page in the address (1 when absent or not a page number). */
export function pageOf(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** The row filter in the address. */
export function validOf(search: string): RowFilter {
  const v = new URLSearchParams(search).get('valid');
  return v === '0' || v === '1' ? v : 'all';
}
