// Shapes of the help-case calls (docs/contract-sandbox.md, "Help cases (issue 5)").
import type { ReportPayload } from '../../components/kit/reports';
import type { Order as KitOrder, OrderDetail as KitOrderDetail, OrderPage as KitOrderPage } from '../../components/kit/donations/types';

export interface Page<T> {
  list: T[];
  total: number;
}

/** Case status: 0 草稿, 1 待认领, 2 审核中, 3 已退回, 4 募款中. */
export type CaseStatus = 0 | 1 | 2 | 3 | 4;

export interface HelpType {
  id: number;
  name: string;
}

/** One row of the case lists. Amounts are yuan strings, times seconds (or null). */
export interface CaseRow {
  id: number;
  title: string;
  help_type_id: number | null;
  help_type_name: string | null;
  org_id: number;
  org_name: string;
  beneficiary_name: string | null;
  target_amount: string | null;
  raised_amount: string | null;
  deadline: string | null;
  status: CaseStatus;
  status_label: string;
  claimed_by: number | null;
  claimed_by_name: string | null;
  return_reason: string | null;
  has_pending_issue: boolean | number;
  progress_count: number;
  donation_count: number;
  submitted_at: number | null;
  created_at: number;
  updated_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
  /** Raising money: its progress and donation lists have rows to show. */
  went_live?: boolean;
}

/** The case form as the API takes it (JSON names of the contract's form table). */
export interface CasePayload {
  title: string;
  help_type_id?: number;
  project_id?: number;
  target_amount?: string;
  deadline?: string;
  summary?: string;
  cover?: string;
  images?: string[];
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  publisher_name?: string;
  publisher_phone?: string;
  beneficiary_name?: string;
  beneficiary_gender?: number;
  beneficiary_age?: number;
  beneficiary_id_card?: string;
  beneficiary_phone?: string;
  relation?: number;
  witness_name?: string;
  witness_phone?: string;
  witness_title?: string;
  witness_org?: string;
  pay_method?: number;
  payee_name?: string;
  payee_bank?: string;
  payee_account?: string;
}

export interface LogRow {
  action: string;
  action_label: string;
  operator_name: string;
  reason: string | null;
  at: number;
}

export type CaseAction = 'edit' | 'submit' | 'delete' | 'claim' | 'ignore' | 'pass' | 'return' | 'change' | 'add_progress';

/** `help_project_detail`: every form field, the row fields, logs and what the caller may do. */
export interface CaseDetail extends CaseRow {
  project_id: number | null;
  project_title?: string | null;
  summary: string | null;
  cover: string | null;
  images: string[] | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  publisher_name: string | null;
  publisher_phone: string | null;
  beneficiary_gender: number | null;
  beneficiary_age: number | null;
  beneficiary_id_card: string | null;
  beneficiary_phone: string | null;
  relation: number | null;
  witness_name: string | null;
  witness_phone: string | null;
  witness_title: string | null;
  witness_org: string | null;
  pay_method: number | null;
  payee_name: string | null;
  payee_bank: string | null;
  payee_account: string | null;
  logs?: LogRow[];
  actions?: string[];
}

export type ReviewStatus = 1 | 2 | 3;

export interface ProgressRow {
  id: number;
  help_id: number;
  help_title: string;
  org_name: string;
  title: string;
  amount_used: string | null;
  status: ReviewStatus;
  status_label: string;
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

export interface ProgressDetail extends ProgressRow {
  content: string;
  images: string[] | null;
  actions?: string[];
  /** `raised_amount`: what the case has raised so far (the cap of `amount_used`). */
  help: { id: number; title: string; status: CaseStatus; status_label?: string; raised_amount?: string };
}

/** A progress report as the form sends it: the kit's report. */
export type ProgressPayload = ReportPayload;

export interface IssueRow {
  id: number;
  help_id: number;
  help_title: string;
  org_name: string;
  reason: string;
  status: ReviewStatus;
  status_label: string;
  return_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

export interface IssueField {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

export interface IssueAudit {
  issue: IssueRow;
  help: { id: number; title: string; status: CaseStatus; status_label?: string };
  fields: IssueField[];
  actions?: string[];
}

/** What a change request may change. */
export interface IssueChanges {
  title?: string;
  summary?: string;
  deadline?: string;
  target_amount?: string;
  cover?: string;
  images?: string[];
}

// Donations are the kit's (components/kit/donations); a help case's order names its case.
export interface Order extends KitOrder {
  help_id: number;
  help_title: string;
}

export type OrderDetail = KitOrderDetail<Order>;
export type OrderPage = KitOrderPage<Order>;

export interface ImportBatch {
  id: number;
  file_name: string;
  /** 1 待导入, 2 已导入. */
  status: 1 | 2;
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  status_label?: string;
  created_at: number;
  imported_at?: number | null;
}

export interface StagedRow {
  id: number;
  row: number;
  data: Record<string, unknown>;
  valid: boolean | number;
  errors: string[];
  /** The case created from this row, once imported. */
  case_id: number | null;
}

export interface ImportStage extends Page<StagedRow> {
  batch: ImportBatch;
}

export interface ImportResult {
  imported: number;
  failed: number;
  ids: number[];
}
