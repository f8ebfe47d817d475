// The report form's rules, as the platform checks them: title 2–50, content 10–2000 (or the
// area's limit), at most 9
// images, an optional amount with 2 decimals that may not exceed the area's limit (a case's
// cap, a project's raised amount: 「不能超过已筹金额」).
import type { ReportLabels, ReportPayload } from './types';

export type ReportRule = (v: unknown) => string | null;
export type ReportRules = Record<keyof ReportPayload, ReportRule>;

export const REPORT_IMAGES_MAX = 9;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));

function lengthRule(label: string, min: number, max: number): ReportRule {
  return (v) => {
    const s = text(v);
    if (s === '') return `请填写${label}`;
    const n = [...s].length;
    return n < min || n > max ? `${label}长度须为${min}-${max}个字` : null;
  };
}

/** Yuan with at most 2 decimals, in fen (exact); null when it is not such an amount. */
export function amountFen(v: unknown): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typeof v === 'number' ? String(v) : text(v));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** The amount's upper bound (yuan) and what to say past it. */
export interface AmountLimit {
  max: number | string;
  message: string;
  /** The amount must be given (an end report accounts for the money). */
  required?: boolean;
}

/** The content's length limit when the area does not say (a case's progress report). */
export const REPORT_CONTENT_MAX = 2000;

export function reportRules({ noun, amount }: ReportLabels, limit: AmountLimit, contentMax = REPORT_CONTENT_MAX): ReportRules {
  return {
    title: lengthRule(`${noun}标题`, 2, 50),
    content: lengthRule(`${noun}内容`, 10, contentMax),
    images: (v) => ((Array.isArray(v) ? v.length : 0) > REPORT_IMAGES_MAX ? `${noun}图片最多上传${REPORT_IMAGES_MAX}张` : null),
    amount_used: (v) => {
      if (text(v) === '') return limit.required ? `请填写${amount}` : null;
      const f = amountFen(v);
      if (f === null) return `${amount}须为数字，最多两位小数`;
      const max = amountFen(limit.max);
      return max !== null && f > max ? limit.message : null;
    },
  };
}

/** The first problem of a report, in the form's order. */
export function firstReportProblem(rules: ReportRules, p: ReportPayload): string | null {
  for (const field of ['title', 'amount_used', 'content', 'images'] as const) {
    const m = rules[field](p[field]);
    if (m) return m;
  }
  return null;
}
