// Whether the organisation may write a report on its project now, as the platform decides it
// (/SJ: a disclosure while 募款中, 募款结束 or 执行中; the end report while 执行中, one at a
// time; /SJM: its own states, `ReportStates`). The page says why not instead of offering a form
// the platform would refuse.
import type { ReportStates } from './area';
import type { ProjectForReport, ReportKind } from './reportApi';

/** Donation projects (/SJ): disclosures while 募款中, 募款结束, 执行中; the end report while 执行中. */
export const PROJECT_REPORT_STATES: ReportStates = { disclose: [2, 3, 8], discloseText: '募款中、募款结束或执行中', end: 8 };

/** Whether the project already has an end report waiting or passed (a second is refused). */
export const hasLiveEndReport = (p: Pick<ProjectForReport, 'reports'>): boolean =>
  (p.reports ?? []).some((r) => r.kind === 'end' && (r.status === 1 || r.status === 2));

/** The project action that offers each report (`project_detail`'s `actions`). */
export const REPORT_ACTION: Record<ReportKind, string> = { progress: 'add_progress', end: 'add_end_report' };

/**
 * Why the organisation may not write this report now; null when it may. The platform's
 * `actions` decide when the answer has them; the rules above say why not.
 */
export function reportRefusal(kind: ReportKind, p: ProjectForReport, orgId: number | null, states: ReportStates = PROJECT_REPORT_STATES, noun = '项目'): string | null {
  const why = stateRefusal(kind, p, orgId, states, noun);
  if (!p.actions) return why;
  return p.actions.includes(REPORT_ACTION[kind]) ? null : (why ?? `该${noun}当前不能提交此报告。`);
}

function stateRefusal(kind: ReportKind, p: ProjectForReport, orgId: number | null, states: ReportStates, noun: string): string | null {
  if (p.org_id !== orgId) return `只有${noun}所属机构可以提交报告。`;
  if (kind === 'progress') return states.disclose.includes(p.status) ? null : `该${noun}当前为「${p.status_label}」，只有${states.discloseText}的${noun}可以新增信息披露。`;
  if (states.end === undefined) return `${noun}没有结项报告。`;
  if (p.status !== states.end) return `该${noun}当前为「${p.status_label}」，只有执行中的${noun}可以提交结项报告。`;
  return hasLiveEndReport(p) ? `该${noun}已有结项报告（待审核或已通过）。` : null;
}
