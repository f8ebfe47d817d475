// Typed calls of the donation-project area (contract-sandbox.md, "Donation projects (issue 17)"):
// the project's own life. Disclosures and donations have their own modules (the kit's projects/reportApi.ts,
// projects/donationApi.ts). Every call resolves with the envelope on code 200/400 and rejects otherwise.
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type { ChangeFields, IssuePayload, PayAccountOption, ProjectPayload } from './types';

export const SJ_API = '/api/organization/SJ';
type Saved = Envelope<{ id: number; status: number }>;

export const addProject = (form: ProjectPayload, draft: boolean, idempotencyKey?: string): Promise<Saved> =>
  post(`${SJ_API}/add_project`, draft ? { ...form, draft: 1 } : form, idempotencyKey);
export const editDraft = (id: number, form: ProjectPayload): Promise<Saved> => post(`${SJ_API}/draft_box_edit`, { ...form, id });
/** Submits a draft; with `form`, the draft is saved first (one call). */
export const submitDraft = (id: number, form?: ProjectPayload): Promise<Saved> => post(`${SJ_API}/draft_box_submit`, form ? { ...form, id } : { id });
export const deleteDraft = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/draft_box_delete`, { id });
export const editProject = (id: number, form: ProjectPayload): Promise<Saved> => post(`${SJ_API}/edit_project`, { ...form, id });

// Reviews: the partner's 初审, then the platform's claim and decision.
export const preliminaryPass = (id: number, opinion?: string): Promise<Envelope<null>> =>
  post(`${SJ_API}/preliminary_pass`, opinion ? { id, opinion } : { id });
export const preliminaryReturn = (id: number, reason: string): Promise<Envelope<null>> => post(`${SJ_API}/preliminary_return`, { id, reason });
export const claimProject = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/claim_project`, { id });
export const ignoreProject = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/ignore_project`, { id });
export const passProject = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/pass_project`, { id });
export const returnProject = (id: number, reason: string): Promise<Envelope<null>> => post(`${SJ_API}/return_project`, { id, reason });

// The live project.
export const issueProject = (id: number, p: IssuePayload): Promise<Saved> => post(`${SJ_API}/issue_project`, { ...p, id });
export const finishProject = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/finish_project`, { id });
export const startProject = (id: number): Promise<Envelope<null>> => post(`${SJ_API}/start_project`, { id });

// Change requests.
export const requestChange = (projectId: number, reason: string, changes: ChangeFields, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${SJ_API}/add_change`, { project_id: projectId, reason, changes }, idempotencyKey);

/** The organisation's pay accounts (/config), for the form's 收款账户. */
export const payAccounts = (): Promise<Envelope<{ list: PayAccountOption[]; total: number }>> => get('/api/organization/pay_account/list');

// Many at once (issue 42): each id decided by the same rule as the single calls.
export const bulkProjects = bulkCall(`${SJ_API}/bulk_project`);
export const bulkDrafts = bulkCall(`${SJ_API}/bulk_draft_box`);
export const bulkProcess = bulkCall(`${SJ_API}/bulk_process`);
export const bulkChanges = bulkCall(`${SJ_API}/bulk_change`);
