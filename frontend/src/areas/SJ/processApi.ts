// Disclosures (信息披露, progress reports) and end reports (结项报告) of donation projects:
// shapes, labels and calls (contract-sandbox.md, "Donation projects (issue 17)"). Every call
// resolves with the envelope on code 200/400 and rejects otherwise.
import type { Choice } from '../../components/kit';
import type { ReportDetail, ReportLabels, ReportPayload } from '../../components/kit/reports';
import { get, post, type Envelope } from '../../lib/http';

const API = '/api/organization/SJ';

export type ReportKind = 'progress' | 'end';

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

export const REVIEW_STATUS: Choice[] = [
  { value: 1, label: '待审核' },
  { value: 2, label: '已通过' },
  { value: 3, label: '已退回' },
];
export const REVIEW_STATUS_COLOR: Record<number, string> = { 1: 'gold', 2: 'success', 3: 'error' };

export const LABELS: Record<ReportKind, ReportLabels> = {
  progress: { noun: '披露', amount: '使用金额' },
  end: { noun: '结项报告', amount: '使用金额' },
};

export const addProcess = (projectId: number, kind: ReportKind, p: ReportPayload, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${API}/add_process`, { ...p, project_id: projectId, kind }, idempotencyKey);
export const editProcess = (id: number, p: ReportPayload): Promise<Envelope<{ id: number }>> => post(`${API}/edit_process`, { ...p, id });
export const passProcess = (id: number): Promise<Envelope<null>> => post(`${API}/pass_process`, { id });
export const returnProcess = (id: number, reason: string): Promise<Envelope<null>> => post(`${API}/return_process`, { id, reason });
export const processDetail = (id: number): Promise<Envelope<ProcessDetail>> => get(`${API}/process_detail`, { id });
