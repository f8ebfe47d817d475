// Typed calls of the micro-project area (contract-sandbox.md, "Joint-donation micro projects"):
// the micro project's own life, the super admin's pickers and micro-organisation authentication.
// Reports, change reviews and donations are the kit's (components/kit/projects). Every call
// resolves with the envelope on code 200/400 and rejects otherwise.
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type { MicroChangeFields, MicroOpening, MicroPayload, OrgOption, ParentOption, ParentType } from './types';

export const SJM_API = '/api/organization/SJM';
type Saved = Envelope<{ id: number; status: number }>;

export const openProject = (form: MicroPayload & MicroOpening, idempotencyKey?: string): Promise<Saved> => post(`${SJM_API}/add_project`, form, idempotencyKey);
export const editDraft = (id: number, form: MicroPayload): Promise<Saved> => post(`${SJM_API}/draft_box_edit`, { ...form, id });
/** Submits a draft; with `form`, that form (nothing is saved when a rule fails). */
export const submitDraft = (id: number, form?: MicroPayload): Promise<Saved> => post(`${SJM_API}/draft_box_submit`, form ? { ...form, id } : { id });
export const deleteDraft = (id: number): Promise<Envelope<null>> => post(`${SJM_API}/draft_box_delete`, { id });
export const editProject = (id: number, form: MicroPayload): Promise<Saved> => post(`${SJM_API}/edit_project`, { ...form, id });

export const passProject = (id: number): Promise<Envelope<null>> => post(`${SJM_API}/pass_project`, { id });
export const returnProject = (id: number, reason: string): Promise<Envelope<null>> => post(`${SJM_API}/return_project`, { id, reason });
export const finishProject = (id: number): Promise<Envelope<null>> => post(`${SJM_API}/finish_project`, { id });

export const requestChange = (projectId: number, reason: string, changes: MicroChangeFields, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${SJM_API}/add_change`, { project_id: projectId, reason, changes }, idempotencyKey);

// The super admin's pickers.
export const parentOptions = (type: ParentType, keyword: string): Promise<Envelope<{ list: ParentOption[]; total: number }>> =>
  get(`${SJM_API}/parent_list`, { type, keyword: keyword || undefined });
export const orgOptions = (keyword: string): Promise<Envelope<{ list: OrgOption[]; total: number }>> => get(`${SJM_API}/org_options`, { keyword: keyword || undefined });

// Micro-organisation authentication (submitted on /config: areas/config/MicroAuthPages).
export const passAuth = (id: number): Promise<Envelope<null>> => post(`${SJM_API}/auth_pass`, { id });
export const returnAuth = (id: number, reason: string): Promise<Envelope<null>> => post(`${SJM_API}/auth_return`, { id, reason });

// Many at once (issue 42): each id decided by the same rule as the single calls.
export const bulkProjects = bulkCall(`${SJM_API}/bulk_project`);
export const bulkDrafts = bulkCall(`${SJM_API}/bulk_draft_box`);
export const bulkAuths = bulkCall(`${SJM_API}/bulk_auth`);
