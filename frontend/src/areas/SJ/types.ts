// Shapes of the donation-project calls (docs/contract-sandbox.md, "Donation projects (issue 17)").
// Amounts are yuan strings, dates `YYYY-MM-DD`, times seconds.
import type { LogEntry } from '../../components/kit';
import type { RaisingRow } from '../../components/kit/projects/columns';
import type { RaisingPayload } from '../../components/kit/placeFields';

/** 0 草稿, 5 待初审, 1 待认领, 6 审核中, 4 已退回, 7 待发布, 10 待上线, 2 募款中, 3 募款结束, 8 执行中, 9 已结项. */
export type ProjectStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface Domain {
  id: number;
  name: string;
}

/** One row of the project lists. */
export interface ProjectRow extends RaisingRow {
  domain_id: number | null;
  domain_name: string | null;
  status: ProjectStatus;
  claimed_by_name: string | null;
}

export interface BudgetRow {
  item: string;
  amount: string;
  note?: string;
}

/** The project form as the API takes it (the contract's form table). */
export interface ProjectPayload extends RaisingPayload {
  title: string;
  domain_id?: number;
  beneficiary?: string;
  /** A whole number; typed text that is not one is sent as it is, for the rule to refuse. */
  beneficiary_count?: number | string;
  exec_start?: string;
  exec_end?: string;
  summary?: string;
  description?: string;
  cover?: string;
  images?: string[];
  budget?: BudgetRow[];
  lead_name?: string;
  lead_phone?: string;
  contact_name?: string;
  contact_phone?: string;
  pay_account_id?: number;
}

/** A micro project raising money under the project (/SJM). */
export interface MicroProjectRef {
  id: number;
  title: string;
  org_name: string;
  status: number;
  status_label: string;
  raised_amount: string | null;
}

export interface ReportRef {
  id: number;
  kind: 'progress' | 'end';
  title: string;
  status: number;
  status_label: string;
  created_at: number;
}

export interface ProjectDetail extends ProjectRow, Omit<ProjectPayload, 'title' | 'domain_id' | 'province' | 'city' | 'district' | 'target_amount' | 'fund_start' | 'fund_end' | 'cover'> {
  target_amount_upper: string | null;
  pay_account: { id: number; name: string; account_masked: string } | null;
  online_date: string | null;
  channel: number | null;
  pool_id: number | null;
  pool_title: string | null;
  allow_over: number | boolean | null;
  preliminary: { by_name: string; opinion: string | null; at: number } | null;
  pending_change_id: number | null;
  /** The project's own paid donations; `raised_amount` adds its micro projects' (issue 18). */
  own_raised_amount?: string | null;
  micro_raised_amount?: string | null;
  micro_projects?: MicroProjectRef[];
  reports: ReportRef[];
  logs: LogEntry[];
  actions: string[];
}

export type { ChangeDetail, ChangeRow } from '../../components/kit/projects/changeApi';

/** What a change request may touch (`add_change`'s `changes`). */
export type ChangeFields = Partial<Pick<ProjectPayload, 'title' | 'summary' | 'description' | 'cover' | 'images' | 'fund_end' | 'target_amount' | 'budget' | 'lead_name' | 'lead_phone'>>;

export interface IssuePayload {
  online_date: string;
  fund_start: string;
  fund_end: string;
  channel: 1 | 2;
  pool_id?: number;
  allow_over: 0 | 1;
}

/** A pay account of /config (the form offers the approved ones). */
export interface PayAccountOption {
  id: number;
  account_name: string;
  kind_label: string;
  status?: number;
  status_label?: string;
}
