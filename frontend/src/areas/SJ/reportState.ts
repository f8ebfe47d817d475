// Whether the organisation may write a report on its project now, as the platform decides it
// (contract: a disclosure while 募款中, 募款结束 or 执行中; the end report while 执行中, one at
// a time). The page says why not instead of offering a form the platform would refuse.
import type { ProjectForReport, ReportKind } from './processApi';

/** Project states a disclosure may be added in: 募款中, 募款结束, 执行中. */
export const DISCLOSE_STATES = [2, 3, 8];
/** The end report: 执行中 only. */
export const END_STATE = 8;

/** Whether the project already has an end report waiting or passed (a second is refused). */
export const hasLiveEndReport = (p: Pick<ProjectForReport, 'reports'>): boolean =>
  (p.reports ?? []).some((r) => r.kind === 'end' && (r.status === 1 || r.status === 2));

/** The project action that offers each report (`project_detail`'s `actions`). */
export const REPORT_ACTION: Record<ReportKind, string> = { progress: 'add_progress', end: 'add_end_report' };

/**
 * Why the organisation may not write this report now; null when it may. The platform's
 * `actions` decide when the answer has them; the rules above say why not.
 */
export function reportRefusal(kind: ReportKind, p: ProjectForReport, orgId: number | null): string | null {
  const why = stateRefusal(kind, p, orgId);
  if (!p.actions) return why;
  return p.actions.includes(REPORT_ACTION[kind]) ? null : (why ?? '该项目当前不能提交此报告。');
}

function stateRefusal(kind: ReportKind, p: ProjectForReport, orgId: number | null): string | null {
  if (p.org_id !== orgId) return '只有项目所属机构可以提交报告。';
  if (kind === 'progress') return DISCLOSE_STATES.includes(p.status) ? null : `该项目当前为「${p.status_label}」，只有募款中、募款结束或执行中的项目可以新增信息披露。`;
  if (p.status !== END_STATE) return `该项目当前为「${p.status_label}」，只有执行中的项目可以提交结项报告。`;
  return hasLiveEndReport(p) ? '该项目已有结项报告（待审核或已通过）。' : null;
}
