// Typed calls of the help-case area (contract-sandbox.md, "Help cases (issue 5)"). Every call
// resolves with the envelope on code 200/400 (the page shows a 400's msg) and rejects otherwise
// (lib/http already showed the toast or went to the login page).
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type {
  CasePayload,
  HelpType,
  ImportResult,
  ImportStage,
  IssueChanges,
  OrderDetail,

  ProgressPayload,
} from './types';

const API = '/api/organization/SZ';

export const helpTypes = (): Promise<Envelope<{ list: HelpType[] }>> => get(`${API}/help_type_list`);

export const projectNames = (title: string): Promise<Envelope<{ list: Array<{ id: number; title: string }> }>> =>
  get(`${API}/project_name_list`, { title });

// Cases: create, drafts, edit.
export const addCase = (form: CasePayload, draft: boolean, idempotencyKey?: string): Promise<Envelope<{ id: number; status: number }>> =>
  post(`${API}/add_help_project`, draft ? { ...form, draft: 1 } : form, idempotencyKey);

export const editDraft = (id: number, form: CasePayload): Promise<Envelope<{ id: number; status: number }>> =>
  post(`${API}/draft_box_edit`, { ...form, id });

/** Submits a draft; with `form`, the draft is saved first (one call). */
export const submitDraft = (id: number, form?: CasePayload): Promise<Envelope<{ id: number; status: number }>> =>
  post(`${API}/draft_box_submit`, form ? { ...form, id } : { id });

export const deleteDraft = (id: number): Promise<Envelope<null>> => post(`${API}/draft_box_delete`, { id });

export const editCase = (id: number, form: CasePayload): Promise<Envelope<{ id: number; status: number }>> =>
  post(`${API}/edit_help_project`, { ...form, id });

// Review.
export const claimCase = (id: number): Promise<Envelope<null>> => post(`${API}/claim_help_project`, { id });
export const ignoreCase = (id: number): Promise<Envelope<null>> => post(`${API}/ignore_help_project`, { id });
export const passCase = (id: number): Promise<Envelope<null>> => post(`${API}/pass_help_project`, { id });
export const returnCase = (id: number, reason: string): Promise<Envelope<null>> => post(`${API}/return_help_project`, { id, reason });

// Many at once (issue 42): each id decided by the same rule as the single calls above.
export const bulkCases = bulkCall(`${API}/bulk_help_project`);
export const bulkDrafts = bulkCall(`${API}/bulk_draft_box`);
export const bulkProgress = bulkCall(`${API}/bulk_help_project_progess`);
export const bulkIssues = bulkCall(`${API}/bulk_help_project_issue`);

// Progress reports.
export const addProgress = (helpId: number, p: ProgressPayload, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${API}/add_help_progress`, { ...p, help_id: helpId }, idempotencyKey);
export const editProgress = (id: number, p: ProgressPayload): Promise<Envelope<{ id: number }>> =>
  post(`${API}/help_progess_edit`, { ...p, id });
export const passProgress = (id: number): Promise<Envelope<null>> => post(`${API}/help_project_progess_pass`, { id });
export const returnProgress = (id: number, reason: string): Promise<Envelope<null>> =>
  post(`${API}/help_project_progess_return`, { id, reason });

// Change requests.
export const requestChange = (helpId: number, reason: string, changes: IssueChanges, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${API}/add_help_issue`, { help_id: helpId, reason, changes }, idempotencyKey);
export const passIssue = (id: number): Promise<Envelope<null>> => post(`${API}/help_project_issue_pass`, { id });
export const returnIssue = (id: number, reason: string): Promise<Envelope<null>> => post(`${API}/help_project_issue_return`, { id, reason });

// Donations.
export const billDetail = (id: number): Promise<Envelope<OrderDetail>> => get(`${API}/bill_detail`, { id });
export const setBillStatus = (id: number, billStatus: 1 | 2): Promise<Envelope<null>> =>
  post(`${API}/order_status`, { id, bill_status: billStatus });

// Batch import.
/** Stages an uploaded file; `fileName` is the name the user picked (the stored key is generated). */
export const stageImport = (file: string, fileName: string): Promise<Envelope<ImportStage>> =>
  get(`${API}/import_help_project_list`, { file, file_name: fileName, pageNum: 1, pageSize: 10 });
export const submitImport = (batchId: number): Promise<Envelope<ImportResult>> => get(`${API}/import_help_project_submit`, { batch_id: batchId });
export const deleteImport = (batchId: number, rowId?: number): Promise<Envelope<null>> =>
  post(`${API}/import_help_project_delete`, rowId === undefined ? { batch_id: batchId } : { batch_id: batchId, row_id: rowId });

