// Typed calls of the activity area (contract-sandbox.md, "Activities (issue 20)"). Every call
// resolves with the envelope on code 200/400 and rejects otherwise (lib/http).
import { get, post, type Envelope } from '../../lib/http';
import { bulkCall } from '../../components/kit/bulk';
import type { Rows } from '../../components/kit';
import type { Option } from '../../components/selectors/api';
import type { FormFieldDef } from './formFields';
import type { ActivityPayload, ProjectChoice, SignupDetail } from './types';

export const SX_API = '/api/organization/activity';
type Saved = Envelope<{ id: number; status: number }>;

// The activity's life.
export const addActivity = (form: ActivityPayload, draft: boolean, idempotencyKey?: string): Promise<Saved> =>
  post(`${SX_API}/add_activity`, draft ? { ...form, draft: 1 } : form, idempotencyKey);
export const editDraft = (id: number, form: ActivityPayload): Promise<Saved> => post(`${SX_API}/draft_box_edit`, { ...form, id });
/** Submits a draft: with the form as typed, or (from the draft box) as stored. */
export const submitDraft = (id: number, form?: ActivityPayload): Promise<Saved> => post(`${SX_API}/draft_box_submit`, { ...form, id });
export const deleteDraft = (id: number): Promise<Envelope<null>> => post(`${SX_API}/draft_box_delete`, { id });
export const editActivity = (id: number, form: ActivityPayload): Promise<Saved> => post(`${SX_API}/edit_activity`, { ...form, id });
export const passActivity = (id: number): Promise<Envelope<null>> => post(`${SX_API}/pass_activity`, { id });
export const returnActivity = (id: number, reason: string): Promise<Envelope<null>> => post(`${SX_API}/return_activity`, { id, reason });
export const cancelActivity = (id: number, reason: string): Promise<Saved> => post(`${SX_API}/cancel_activity`, { id, reason });

// The sign-up form: the preview checks answers with the platform's own rules.
export const checkForm = (formFields: FormFieldDef[], answers: Record<string, unknown>, name: string, mobile: string): Promise<Envelope<null>> =>
  post(`${SX_API}/check_form`, { form_fields: formFields, answers, name, mobile });

// Sign-ups and sign-ins.
export const applyDetail = (id: number): Promise<Envelope<SignupDetail>> => get(`${SX_API}/apply_detail`, { id });
export const passApply = (id: number): Promise<Saved> => post(`${SX_API}/pass_apply`, { id });
export const returnApply = (id: number, reason: string): Promise<Saved> => post(`${SX_API}/return_apply`, { id, reason });
export const signIn = (signupId: number, signInAt: number, signOutAt?: number): Promise<Envelope<{ id: number }>> =>
  post(`${SX_API}/sign_in`, { signup_id: signupId, sign_in_at: signInAt, ...(signOutAt ? { sign_out_at: signOutAt } : {}) });
export const signOut = (id: number, signOutAt: number): Promise<Envelope<{ id: number; hours: string }>> => post(`${SX_API}/sign_out`, { id, sign_out_at: signOutAt });

// Change requests.
export const requestChange = (activityId: number, reason: string, changes: Record<string, unknown>, idempotencyKey?: string): Promise<Envelope<{ id: number }>> =>
  post(`${SX_API}/add_change`, { activity_id: activityId, reason, changes }, idempotencyKey);

// Tags and pickers.
export const addTag = (name: string): Promise<Envelope<{ id: number; name: string }>> => post(`${SX_API}/add_tag`, { name });
/** Deletes one of the organisation's tags; the platform takes it off its activities too. */
export const deleteTag = (id: number): Promise<Envelope<null>> => post(`${SX_API}/del_tag`, { id });
/** The organisation's donation projects in 募款中 a 公益募捐活动 may raise for. */
export async function searchProjects(keyword: string): Promise<Option[]> {
  const res = await get<Rows<ProjectChoice>>('/api/organization/SJ/activity_can_use_project', keyword ? { keyword } : {});
  return res.code === 200 && res.data ? res.data.list.map((p) => ({ value: p.id, label: p.title, record: { ...p } })) : [];
}
/** The caller's organisation's tags matching a keyword (the list's 活动标签 filter). */
export async function searchTags(keyword: string): Promise<Option[]> {
  const res = await get<Rows<{ id: number; name: string }>>(`${SX_API}/tag_list`, keyword ? { keyword } : {});
  return res.code === 200 && res.data ? res.data.list.map((t) => ({ value: t.id, label: t.name, record: {} })) : [];
}

/** The caller's visible activities matching a keyword (the donation list's filter). */
export async function searchActivities(keyword: string): Promise<Option[]> {
  const res = await get<Rows<{ id: number; title: string }>>(`${SX_API}/activity_list`, { pageNum: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
  return res.code === 200 && res.data ? res.data.list.map((a) => ({ value: a.id, label: a.title, record: {} })) : [];
}

// Many at once (issue 42): each id decided by the same rule as the single calls.
export const bulkActivities = bulkCall(`${SX_API}/bulk_activity`);
export const bulkDrafts = bulkCall(`${SX_API}/bulk_draft_box`);
