// The case form's rules, mirroring the contract ("The case form"): same order, same limits,
// same messages, so the user sees the problem before sending. The server checks again.
import { firstReportProblem, reportRules, type ReportRules } from '../../components/kit/reports';
import type { CasePayload, IssueChanges, ProgressPayload } from './types';

// The plain checks are the kit's (shared with every area's rules); re-exported for the pages.
import { addDays, charLen, chinaToday, idCardValid, isImageUrl, isMobile, realDate } from '../../components/kit/checks';

export { addDays, charLen, chinaToday, idCardValid, isImageUrl, isMobile };
export const isEmail = (s: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/** Latest allowed deadline: a year ahead. */
export const DEADLINE_MAX_DAYS = 365;

/** Whether `date` may be a deadline: after `today`, at most a year ahead. */
export function deadlineAllowed(date: string, today: string): boolean {
  return realDate(date) && date > today && date <= addDays(today, DEADLINE_MAX_DAYS);
}

/** A yuan amount with at most 2 decimals, as a number; null when it is not one. */
export function money(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Number(s);
}

const empty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));

function lengthRule(label: string, min: number, max: number, required = true) {
  return (v: unknown): string | null => {
    if (empty(v)) return required ? `请填写${label}` : null;
    const n = charLen(text(v));
    return n < min || n > max ? `${label}长度须为${min}-${max}个字` : null;
  };
}

function maxRule(label: string, max: number) {
  return (v: unknown): string | null => (!empty(v) && charLen(text(v)) > max ? `${label}不能超过${max}个字` : null);
}

function choiceRule(label: string, values: number[]) {
  return (v: unknown): string | null => (empty(v) ? `请选择${label}` : values.includes(Number(v)) ? null : `${label}不正确`);
}

function mobileRule(label: string, required = true) {
  return (v: unknown): string | null => {
    if (empty(v)) return required ? `请填写${label}` : null;
    return isMobile(text(v)) ? null : `${label}格式不正确`;
  };
}

export const TARGET_MIN = 100;
export const TARGET_MAX = 5_000_000;
export const IMAGES_MAX = 9;

export interface RuleContext {
  /** Today in China, `YYYY-MM-DD`. */
  today: string;
  /** Ids of `help_type_list`, when known. */
  helpTypeIds?: number[];
}

type Rule = (v: unknown, p: CasePayload, ctx: RuleContext) => string | null;

/** Every field's rule, in the contract's order (the first problem is the one reported). */
export const CASE_RULES: Array<[keyof CasePayload, Rule]> = [
  ['title', lengthRule('求助标题', 2, 50)],
  [
    'help_type_id',
    (v, _p, ctx) => {
      if (empty(v)) return '请选择求助类型';
      return ctx.helpTypeIds && !ctx.helpTypeIds.includes(Number(v)) ? '求助类型不正确' : null;
    },
  ],
  ['project_id', () => null],
  [
    'target_amount',
    (v) => {
      if (empty(v)) return '请填写目标金额';
      const n = money(v);
      if (n === null) return '目标金额须为数字，最多两位小数';
      return n < TARGET_MIN || n > TARGET_MAX ? '目标金额须在100至5000000元之间' : null;
    },
  ],
  [
    'deadline',
    (v, _p, ctx) => {
      if (empty(v)) return '请选择截止日期';
      return deadlineAllowed(text(v), ctx.today) ? null : '截止日期须晚于今天且不超过一年';
    },
  ],
  ['summary', lengthRule('求助说明', 20, 5000)],
  ['cover', (v) => (empty(v) || isImageUrl(text(v)) ? null : '封面图地址无效，请重新上传')],
  [
    'images',
    (v) => {
      const list = Array.isArray(v) ? v : [];
      if (list.length > IMAGES_MAX) return `证明材料图片最多上传${IMAGES_MAX}张`;
      return list.every((u) => typeof u === 'string' && isImageUrl(u)) ? null : '证明材料图片地址无效，请重新上传';
    },
  ],
  [
    'province',
    (_v, p) => {
      const r = [p.province, p.city, p.district];
      if (r.every(empty)) return null;
      // Cities such as 东莞 and 中山 have no district level: province + city is complete there.
      const code = (c: unknown) => typeof c === 'string' && /^\d{6}$/.test(c);
      return code(r[0]) && code(r[1]) && (empty(r[2]) || code(r[2])) ? null : '请选择完整的所在地区';
    },
  ],
  ['address', lengthRule('详细地址', 5, 100)],
  ['publisher_name', lengthRule('发布人姓名', 2, 20)],
  ['publisher_phone', mobileRule('发布人手机号')],
  ['beneficiary_name', lengthRule('受助人姓名', 2, 20)],
  ['beneficiary_gender', choiceRule('受助人性别', [1, 2])],
  [
    'beneficiary_age',
    (v) => {
      if (empty(v)) return '请填写受助人年龄';
      const n = Number(v);
      return Number.isInteger(n) && n >= 0 && n <= 120 ? null : '受助人年龄须在0-120岁之间';
    },
  ],
  ['beneficiary_id_card', (v, _p, ctx) => (empty(v) ? '请填写受助人身份证号' : idCardValid(text(v), ctx.today) ? null : '受助人身份证号不正确')],
  ['beneficiary_phone', mobileRule('受助人手机号', false)],
  ['relation', choiceRule('发布人与受助人关系', [1, 2, 3, 4])],
  ['witness_name', lengthRule('证明人姓名', 2, 20)],
  ['witness_phone', mobileRule('证明人手机号')],
  ['witness_title', maxRule('证明人职务', 20)],
  ['witness_org', maxRule('证明人单位', 50)],
  ['pay_method', choiceRule('收款方式', [1, 2])],
  ['payee_name', lengthRule('收款人', 2, 20)],
  ['payee_bank', (v, p) => (Number(p.pay_method) === 1 ? lengthRule('开户银行', 2, 50)(v) : null)],
  [
    'payee_account',
    (v, p) => {
      if (empty(v)) return '请填写收款账号';
      const s = text(v);
      const method = Number(p.pay_method);
      if (method === 1) return /^\d{12,19}$/.test(s) ? null : '收款账号格式不正确';
      if (method === 2) return isEmail(s) || isMobile(s) ? null : '收款账号格式不正确';
      return null;
    },
  ],
];

const RULE_BY_FIELD = new Map(CASE_RULES);

/** The problem of one field (in the context of the whole form), or null. */
export function caseFieldProblem(field: keyof CasePayload, p: CasePayload, ctx: RuleContext): string | null {
  const rule = RULE_BY_FIELD.get(field);
  return rule ? rule(p[field], p, ctx) : null;
}

/** The first problem of a submission, in the contract's order; null when it may be sent. */
export function firstCaseProblem(p: CasePayload, ctx: RuleContext): { field: keyof CasePayload; message: string } | null {
  for (const [field, rule] of CASE_RULES) {
    const message = rule(p[field], p, ctx);
    if (message) return { field, message };
  }
  return null;
}

/** A draft needs only its title. */
export function draftProblem(p: Pick<CasePayload, 'title'>): string | null {
  return lengthRule('求助标题', 2, 50)(p.title);
}

// Progress reports, change requests and returns.

/** The kit's report rules, with the case's amount cap. */
export const progressRules: ReportRules = reportRules(
  { noun: '进展', amount: '已使用金额' },
  { max: TARGET_MAX, message: `已使用金额不能超过${TARGET_MAX}元` },
);

/** The report rules with the amount used capped by what the case has raised (unknown: no cap). */
export function progressRulesFor(raised?: string | null): ReportRules {
  const cap = money(raised);
  if (cap === null || cap >= TARGET_MAX) return progressRules;
  return reportRules({ noun: '进展', amount: '已使用金额' }, { max: cap.toFixed(2), message: `已使用金额不能超过已筹金额（${cap.toFixed(2)}元）` });
}

/** The amount used cannot exceed what the case has raised (`raised`, yuan; unknown: no cap). */
export const amountUsedProblem = (v: unknown, raised?: string | null): string | null => progressRulesFor(raised).amount_used(v);

export const firstProgressProblem = (p: ProgressPayload, raised?: string | null): string | null => firstReportProblem(progressRulesFor(raised), p);

export const issueReasonProblem = lengthRule('变更原因', 5, 200);
// The 退回 reason is the kit's, shared by every area's review.
export { returnReasonProblem } from '../../components/kit/reason';

/** The fields a change request may touch, with their labels. */
export const CHANGE_FIELDS: Array<[keyof IssueChanges, string]> = [
  ['title', '求助标题'],
  ['summary', '求助说明'],
  ['deadline', '截止日期'],
  ['target_amount', '目标金额（元）'],
  ['cover', '封面图'],
  ['images', '证明材料图片'],
];

/** Only the fields that differ from the case (the request must change at least one). */
export function changedFields(current: IssueChanges, next: IssueChanges): IssueChanges {
  const out: IssueChanges = {};
  for (const [k] of CHANGE_FIELDS) {
    const a = current[k];
    const b = next[k];
    const same =
      k === 'target_amount'
        ? (money(a) ?? text(a)) === (money(b) ?? text(b))
        : JSON.stringify(a ?? (k === 'images' ? [] : '')) === JSON.stringify(b ?? (k === 'images' ? [] : ''));
    if (!same) (out as Record<string, unknown>)[k] = b;
  }
  return out;
}
