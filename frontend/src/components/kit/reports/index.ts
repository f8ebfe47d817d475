// Reports on running items (进展, 信息披露, 结项报告): form, read-only view, review.
export { reportColumns, type ReportRowBase } from './reportColumns';
export { ReportForm, reportValues } from './ReportForm';
export { ReportReview } from './ReportReview';
export { ReportView, type ReportSubject } from './ReportView';
export { REPORT_CONTENT_MAX, REPORT_IMAGES_MAX, amountFen, firstReportProblem, reportRules, type AmountLimit, type ReportRules } from './rules';
export type { ReportDetail, ReportLabels, ReportPayload, ReportStatus } from './types';
