// A report on a running item (求助进展, 项目信息披露, 结项报告): what the organisation writes,
// and what every area's report detail answers (contract-sandbox.md, each area's report calls).

export interface ReportPayload {
  title: string;
  content: string;
  images: string[];
  /** Yuan, at most 2 decimals; absent when the report names no amount. */
  amount_used?: string;
}

/** 1 待审核, 2 已通过, 3 已退回. */
export type ReportStatus = 1 | 2 | 3;

/** The fields of a report detail the kit shows. */
export interface ReportDetail {
  id: number;
  org_name: string;
  title: string;
  content: string;
  images: string[] | null;
  amount_used: string | null;
  status: ReportStatus;
  status_label: string;
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  actions?: string[];
}

/** How an area names its reports' fields (「进展标题」, 「已使用金额」…). */
export interface ReportLabels {
  /** The report's noun: 进展, 披露, 报告. */
  noun: string;
  amount: string;
}
