// Shapes of the micro-project calls (docs/contract-sandbox.md, "Joint-donation micro projects
// (issue 18)"). Amounts are yuan strings, dates `YYYY-MM-DD`, times seconds.
import type { LogEntry } from '../../components/kit';
import type { RaisingRow } from '../../components/kit/projects/columns';
import type { RaisingPayload } from '../../components/kit/placeFields';
import type { MicroAuthSubmission as AuthSubmission } from '../config/types';

/** 0 草稿, 1 待审核, 4 已退回, 2 募款中, 3 已结束. */
export type MicroStatus = 0 | 1 | 2 | 3 | 4;

/** 1 an /SJ project, 2 a project pool. */
export type ParentType = 1 | 2;

/** One row of the micro-project lists. */
export interface MicroRow extends RaisingRow {
  /** 1 机构, 2 微机构. */
  org_kind: 1 | 2;
  parent_type: ParentType;
  parent_type_label: string;
  parent_id: number;
  parent_title: string;
  status: MicroStatus;
}

/** The micro-project form as the API takes it. */
export interface MicroPayload extends RaisingPayload {
  title: string;
  summary?: string;
  description?: string;
  cover?: string;
  images?: string[];
  lead_name?: string;
  lead_phone?: string;
}

/** What the super admin adds when it opens a micro project. */
export interface MicroOpening {
  org_id?: number;
  parent_type?: ParentType;
  parent_id?: number;
}

export interface MicroDetail extends MicroRow, Omit<MicroPayload, 'title' | 'province' | 'city' | 'district' | 'target_amount' | 'fund_start' | 'fund_end' | 'cover'> {
  parent_fund_end: string | null;
  pending_change_id: number | null;
  reports: Array<{ id: number; title: string; status: number; status_label: string; created_at: number }>;
  logs: LogEntry[];
  actions: string[];
}

/** `parent_list` (99): projects raising money or pools. */
export interface ParentOption {
  id: number;
  type: ParentType;
  title: string;
  raised_amount: string;
  fund_end: string;
  micro_count: number;
}

/** `org_options` (99): organisations that may run micro projects. */
export interface OrgOption {
  id: number;
  name: string;
  kind: 1 | 2;
  kind_label: string;
  auth_status: number;
  auth_status_label: string;
}

/** The micro-organisation authentication (submitted on /config, reviewed here): /config's shapes. */
export type { MicroAuthInfo as AuthInfo, MicroAuthPayload as AuthPayload, MicroAuthSubmission as AuthSubmission } from '../config/types';
/** `auth_detail`: the submission with the organisation's state, earlier submissions and the reviewer's buttons. */
export interface AuthDetail extends AuthSubmission {
  auth_status: number;
  history: AuthSubmission[];
  actions: string[];
  logs: LogEntry[];
}

/** What a change request may touch (`add_change`'s `changes`). */
export type MicroChangeFields = Partial<Pick<MicroPayload, 'title' | 'summary' | 'description' | 'cover' | 'images' | 'fund_end' | 'target_amount' | 'lead_name' | 'lead_phone'>>;
