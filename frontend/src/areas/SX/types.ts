// Shapes of the activity calls (docs/contract-sandbox.md, "Activities (issue 20)"). Amounts are
// yuan strings, times seconds, dates `YYYY-MM-DD`.
import type { LogEntry } from '../../components/kit';
import type { OrderRow } from '../../components/kit/donations/types';
import type { FormFieldDef } from './formFields';
import type { OrgPlaceRow } from '../../components/kit/placeFields';

/** 1 志愿服务活动, 2 公益募捐活动. */
export type ActivityKind = 1 | 2;

/** One row of the activity lists. */
export interface ActivityRow extends OrgPlaceRow {
  id: number;
  kind: ActivityKind;
  kind_label: string;
  title: string;
  cate_id: number | null;
  cate_name: string | null;
  tags: Array<{ id: number; name: string }>;
  cover: string | null;
  address: string | null;
  start_time: number | null;
  end_time: number | null;
  signup_end: number | null;
  places: number;
  places_taken: number;
  signup_count: number;
  need_review: number;
  allow_person: number;
  allow_team: number;
  team_min: number | null;
  team_max: number | null;
  pending_count: number;
  signin_count: number;
  hours_total: string;
  project_id: number | null;
  project_title: string | null;
  raised_amount: string;
  state: number;
  state_label: string;
  status: number;
  status_label: string;
  is_full: boolean | number;
  return_reason: string | null;
  has_pending_change: boolean | number;
  submitted_at: number | null;
  created_at: number;
  updated_at: number;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
  /** Published (its sign-ups and sign-ins have rows to show). */
  went_live?: boolean;
}

/** The activity form as the API takes it. */
export interface ActivityPayload {
  kind?: ActivityKind;
  title: string;
  cate_id?: number;
  tag_ids?: number[];
  cover?: string;
  content?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  start_time?: number;
  end_time?: number;
  signup_end?: number;
  cancel_end?: number;
  places?: number;
  need_review?: number;
  allow_person?: number;
  allow_team?: number;
  team_min?: number;
  team_max?: number;
  project_id?: number;
  target_amount?: string;
  contact_name?: string;
  contact_phone?: string;
  form_fields?: FormFieldDef[];
}

export interface ActivityDetail extends ActivityRow {
  content: string | null;
  form_fields: FormFieldDef[];
  tag_ids: number[];
  cancel_end: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  target_amount: string | null;
  project: { id: number; title: string; status: number; status_label: string } | null;
  cancel_reason: string | null;
  pending_change_id: number | null;
  logs: LogEntry[];
  actions: string[];
}

export interface Statistics {
  total: number;
  by_status: Array<{ status: number; label: string; count: number }>;
  places_total: number;
  signup_count: number;
  people_count: number;
  signin_count: number;
  hours_total: string;
  donation_count: number;
  donation_amount: string;
}

export interface Option {
  id: number;
  name: string;
}
export interface TagRow extends Option {
  activity_count: number;
}

/** A column of the sign-up list: one form field. */
export interface AnswerColumn {
  key: string;
  label: string;
  kind: string;
}

export interface SignupRow {
  id: number;
  activity_id: number;
  activity_title: string;
  is_team: number;
  is_team_label: string;
  name: string;
  mobile: string;
  team_name: string | null;
  members: Array<{ name: string; mobile: string }>;
  member_count: number;
  answers: Record<string, unknown>;
  status: number;
  status_label: string;
  reason: string | null;
  reviewed_at: number | null;
  reviewer_name: string | null;
  signin_count: number;
  hours: string;
  created_at: number;
  /** What the caller may do with the row (the workflow engine's, as on the sign-up's detail; 签到 as `sign_in`). */
  actions?: string[];
}

/** `apply_detail`: one sign-up with its answers field by field and its sign-ins. */
export interface SignupDetail extends SignupRow {
  fields: Array<{ key: string; label: string; kind: string; value: unknown; text: string }>;
  signins: SigninRow[];
}

export interface SignupPage {
  list: SignupRow[];
  total: number;
  columns: AnswerColumn[];
}

export interface SigninRow {
  id: number;
  activity_id: number;
  signup_id: number;
  name: string;
  mobile: string;
  is_team: number;
  sign_in_at: number;
  sign_out_at: number;
  hours: string;
  operator_name: string;
  created_at: number;
}

export interface HoursRow {
  signup_id: number;
  name: string;
  mobile: string;
  is_team: number;
  member_count: number;
  signin_count: number;
  hours: string;
  first_sign_in_at: number | null;
  last_sign_out_at: number | null;
}

export interface DonationRow extends OrderRow {
  activity_id: number;
  activity_title: string;
  project_id: number;
  project_title: string;
  need_bill_label: string;
  bill_title: string | null;
  region_text: string | null;
  refunded_at: number | null;
}

export interface Fundraising {
  activity_id: number;
  kind: ActivityKind;
  project: { id: number; title: string; status: number; status_label: string; raised_amount: string } | null;
  target_amount: string | null;
  raised_amount: string;
  donor_count: number;
  progress_percent: number;
}

export interface ProjectChoice {
  id: number;
  title: string;
  target_amount: string;
  raised_amount: string;
  fund_end: string;
}
