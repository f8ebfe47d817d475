// Disclosures (信息披露, progress reports) and end reports (结项报告) of fundraising projects
// (/SJ, /SJM): shapes, labels and calls — the same names under each area's prefix
// (contract-sandbox.md, "Donation projects (issue 17)" and the micro projects' section). Every
// call resolves with the envelope on code 200/400 and rejects otherwise.
import { get, post, type Envelope } from '../../../lib/http';
import type { ReportDetail, ReportLabels, ReportPayload } from '../reports';
import type { ReportKind } from './area';

export type { ReportKind } from './area';

/** One row of `process_list`. */
export interface ProcessRow {
  id: number;
  project_id: number;
  project_title: string;
  org_name: string;
  kind: ReportKind;
  kind_label: string;
  title: string;
  amount_used: string | null;
  status: 1 | 2 | 3;
  status_label: string;
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

/** `process_detail`: the row, its content and the project it reports on. */
export interface ProcessDetail extends ProcessRow, ReportDetail {
  project: { id: number; title: string; status: number; raised_amount: string | null };
  logs?: Array<{ action: string; action_label: string; operator_name: string; reason: string | null; at: number }>;
}

/** What newProcess/newEndProcess read of `project_detail` (the project's own page has the rest). */
export interface ProjectForReport {
  id: number;
  title: string;
  org_id: number;
  org_name: string;
  status: number;
  status_label: string;
  raised_amount: string | null;
  target_amount?: string | null;
  /** What the caller may do with the project now (`add_progress`, `add_end_report`, …). */
  actions?: string[];
  reports?: Array<{ id: number; kind: ReportKind; title: string; status: number; status_label: string; created_at: number }>;
}

export const REPORT_KIND: Array<{ value: ReportKind; label: string }> = [
  { value: 'progress', label: '信息披露' },
  { value: 'end', label: '结项报告' },
];

export { REVIEW_STATUS, REVIEW_STATUS_COLOR } from '../choices';

export const LABELS: Record<ReportKind, ReportLabels> = {
  progress: { noun: '披露', amount: '使用金额' },
  end: { noun: '结项报告', amount: '使用金额' },
};

/** The report calls of an area (`api`: its prefix, e.g. `/api/organization/SJ`; `kinds`: whether it names the report's kind). */
export const reportCalls = (api: string, kinds = true) => ({
  addProcess: (projectId: number, kind: ReportKind, p: ReportPayload, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
    post(`${api}/add_process`, kinds ? { ...p, project_id: projectId, kind } : { ...p, project_id: projectId }, idempotencyKey),
  editProcess: (id: number, p: ReportPayload): Promise<Envelope<{ id: number }>> => post(`${api}/edit_process`, { ...p, id }),
  passProcess: (id: number): Promise<Envelope<null>> => post(`${api}/pass_process`, { id }),
  returnProcess: (id: number, reason: string): Promise<Envelope<null>> => post(`${api}/return_process`, { id, reason }),
  processDetail: (id: number): Promise<Envelope<ProcessDetail>> => get(`${api}/process_detail`, { id }),
});

/** The report kinds an area has; an area with one kind answers without `kind`, and `ofKind`
 * gives its rows that kind. */
export function reportKinds(area: { kinds: ReportKind[] }) {
  const kinds = REPORT_KIND.filter((k) => area.kinds.includes(k.value));
  const ofKind = <R extends { kind?: ReportKind; kind_label?: string }>(r: R): R & { kind: ReportKind; kind_label: string } => ({
    ...r,
    kind: r.kind ?? kinds[0].value,
    kind_label: r.kind_label ?? kinds[0].label,
  });
  return { kinds, oneKind: kinds.length === 1, ofKind };
}
