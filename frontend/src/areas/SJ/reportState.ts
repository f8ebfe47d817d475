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

/** Why the organisation may not write this report now; null when it may. */
export function reportRefusal(kind: ReportKind, p: ProjectForReport, orgId: number | null): string | null {
  if (p.org_id !== orgId) return '只有项目所属机构可以提交报告。';
  if (kind === 'progress') return DISCLOSE_STATES.includes(p.status) ? null : `该项目当前为「${p.status_label}」，只有募款中、募款结束或执行中的项目可以新增信息披露。`;
  if (p.status !== END_STATE) return `该项目当前为「${p.status_label}」，只有执行中的项目可以提交结项报告。`;
  return hasLiveEndReport(p) ? '该项目已有结项报告（待审核或已通过）。' : null;
}
