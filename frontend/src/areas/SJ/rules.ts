// The project form's rules, mirroring the contract ("The project form"): same order, same limits,
// same messages, so the user sees the problem before sending. The server checks again.
import { charLen, daysBetween, fen, realDate, yuan } from '../../components/kit/checks';
import { htmlText, changeReasonProblem, coverProblem, dayProblem, empty, firstProblemOf, fundWindowProblem as windowProblem, imagesProblem, lengthRule, mobileRule, regionProblem, text } from '../../components/kit/fieldRules';
import type { BudgetRow, ChangeFields, IssuePayload, ProjectPayload } from './types';

export { returnReasonProblem } from '../../components/kit/reason';

export const TARGET_MIN = 1000;
export const TARGET_MAX = 50_000_000;
export const IMAGES_MAX = 9;
export const BUDGET_ROWS_MAX = 50;
export const FUND_WINDOW_MAX_DAYS = 365;
export const DOMAIN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** 执行周期 at most 5 years (5 × 365 + 1 days, as the platform counts). */
export const EXEC_MAX_DAYS = 5 * 365 + 1;


/** Visible text of an HTML fragment (moved to the kit: /SX's activity details count it too). */
export { htmlText } from '../../components/kit/fieldRules';

/** The budget's sum in fen, or null when a row's amount is not an amount. */
export function budgetSumFen(rows: readonly Partial<BudgetRow>[] | undefined): number | null {
  let sum = 0;
  for (const r of rows ?? []) {
    const f = fen(r?.amount);
    if (f === null) return null;
    sum += f;
  }
  return sum;
}

/** The budget's sum as a yuan string (`1234.50`), counting rows without a valid amount as 0. */
export const budgetSum = (rows: readonly Partial<BudgetRow>[] | undefined): string => yuan((rows ?? []).reduce((s, r) => s + (fen(r?.amount) ?? 0), 0));

export function budgetRowProblem(r: Partial<BudgetRow> | undefined): string | null {
  const item = text(r?.item);
  if (charLen(item) < 2 || charLen(item) > 30) return '预算项目名称长度须为2-30个字';
  const f = fen(r?.amount);
  if (f === null || f <= 0) return '预算金额须为大于0的数字，最多两位小数';
  if (charLen(text(r?.note)) > 100) return '预算说明不能超过100个字';
  return null;
}

export function budgetProblem(rows: unknown, target: unknown): string | null {
  const list = Array.isArray(rows) ? (rows as Partial<BudgetRow>[]) : [];
  if (list.length === 0) return '请填写预算明细';
  if (list.length > BUDGET_ROWS_MAX) return `预算明细最多${BUDGET_ROWS_MAX}项`;
  for (const row of list) {
    const p = budgetRowProblem(row);
    if (p) return p;
  }
  const t = fen(target);
  return t !== null && budgetSumFen(list) !== t ? '预算合计须等于目标金额' : null;
}

export interface RuleContext {
  /** Today in China, `YYYY-MM-DD`. */
  today: string;
  /** Ids of the approved pay accounts, when known. */
  payAccountIds?: number[];
}

type Rule = (v: unknown, p: ProjectPayload, ctx: RuleContext) => string | null;

function targetProblem(v: unknown): string | null {
  if (empty(v)) return '请填写目标金额';
  const f = fen(v);
  if (f === null) return '目标金额须为数字，最多两位小数';
  return f < TARGET_MIN * 100 || f > TARGET_MAX * 100 ? '目标金额须在1000至50000000元之间' : null;
}

/** 计划募款时间: start today (or the online date) or later, end after start, at most a year. */
export const fundWindowProblem = (start: unknown, end: unknown, today: string, notBefore = today): string | null =>
  windowProblem(start, end, today, FUND_WINDOW_MAX_DAYS, notBefore);

/** Every field's rule, in the contract's order (the first problem is the one reported). */
export const PROJECT_RULES: Array<[keyof ProjectPayload, Rule]> = [
  ['title', lengthRule('项目名称', 2, 50)],
  ['domain_id', (v) => (!empty(v) && DOMAIN_IDS.includes(Number(v)) ? null : '请选择项目领域')],
  ['beneficiary', lengthRule('受益对象', 2, 50)],
  [
    'beneficiary_count',
    (v) => {
      if (empty(v)) return '请填写受益人数';
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= 10_000_000 ? null : '受益人数须为1-10000000之间的整数';
    },
  ],
  [
    'province',
    (_v, p) => regionProblem(p, '执行地区'),
  ],
  ['address', lengthRule('详细地址', 5, 100)],
  ['target_amount', targetProblem],
  ['fund_start', (_v, p, ctx) => fundWindowProblem(p.fund_start, p.fund_end, ctx.today)],
  [
    'exec_start',
    (_v, p) => {
      const s = text(p.exec_start);
      const e = text(p.exec_end);
      const startProblem = dayProblem(s, '执行开始日期');
      if (startProblem) return startProblem;
      if (!empty(p.fund_start) && s < text(p.fund_start)) return '执行开始日期不能早于募款开始日期';
      const endProblem = dayProblem(e, '执行结束日期');
      if (endProblem) return endProblem;
      if (e <= s) return '执行结束日期须晚于开始日期';
      return daysBetween(s, e) > EXEC_MAX_DAYS ? '执行周期不能超过5年' : null;
    },
  ],
  ['summary', lengthRule('项目简介', 20, 500)],
  [
    'description',
    (v) => {
      if (empty(v)) return '请填写项目详情';
      const n = charLen(htmlText(text(v)));
      return n < 20 || n > 20_000 ? '项目详情长度须为20-20000个字' : null;
    },
  ],
  ['cover', coverProblem],
  ['images', (v) => imagesProblem(v, '项目图片', IMAGES_MAX)],
  ['budget', (v, p) => budgetProblem(v, p.target_amount)],
  ['lead_name', lengthRule('项目负责人', 2, 20)],
  ['lead_phone', mobileRule('负责人手机号')],
  ['contact_name', lengthRule('联系人', 2, 20)],
  ['contact_phone', mobileRule('联系人手机号')],
  [
    'pay_account_id',
    (v, _p, ctx) => {
      // Empty, or not one of the organisation's approved accounts: the same message as the platform's.
      return empty(v) || (ctx.payAccountIds && !ctx.payAccountIds.includes(Number(v))) ? '请选择收款账户' : null;
    },
  ],
];

const RULE_BY_FIELD = new Map(PROJECT_RULES);

/** The problem of one field (in the context of the whole form), or null. */
export function projectFieldProblem(field: keyof ProjectPayload, p: ProjectPayload, ctx: RuleContext): string | null {
  const rule = RULE_BY_FIELD.get(field);
  return rule ? rule(p[field], p, ctx) : null;
}

/** The first problem of a submission, in the contract's order; null when it may be sent. */
export const firstProjectProblem = (p: ProjectPayload, ctx: RuleContext): { field: keyof ProjectPayload; message: string } | null => firstProblemOf(PROJECT_RULES, p, ctx);

/** A draft needs only its title. */
export const draftProblem = (p: Pick<ProjectPayload, 'title'>): string | null => lengthRule('项目名称', 2, 50)(p.title);

// Publishing (issue_project).

export function issueProblem(p: Partial<IssuePayload>, today: string): string | null {
  if (empty(p.online_date)) return '请选择上线日期';
  const online = text(p.online_date);
  if (!realDate(online) || online < today) return '上线日期不能早于今天';
  const window = fundWindowProblem(p.fund_start, p.fund_end, today, online);
  if (window) return window;
  if (p.channel !== 1 && p.channel !== 2) return '请选择发布渠道';
  if (p.channel === 2 && empty(p.pool_id)) return '请选择项目池';
  return null;
}

// Change requests.

export { changeReasonProblem };

/** The fields a change request may touch, with their labels (the ChangeDiff's rows). */
export const CHANGE_FIELDS: Array<[keyof ChangeFields, string]> = [
  ['title', '项目名称'],
  ['summary', '项目简介'],
  ['description', '项目详情'],
  ['cover', '封面图'],
  ['images', '项目图片'],
  ['fund_end', '募款结束日期'],
  ['target_amount', '目标金额（元）'],
  ['budget', '预算明细'],
  ['lead_name', '项目负责人'],
  ['lead_phone', '负责人手机号'],
];

const canonical = (k: keyof ChangeFields, v: unknown): string => {
  if (k === 'target_amount') return String(fen(v) ?? text(v));
  if (k === 'budget') {
    const rows = (Array.isArray(v) ? v : []) as Partial<BudgetRow>[];
    return JSON.stringify(rows.map((r) => [text(r.item), fen(r.amount) ?? text(r.amount), text(r.note)]));
  }
  if (k === 'images') return JSON.stringify(Array.isArray(v) ? v : []);
  return text(v);
};

/**
 * Only the fields that differ from the project. A new target always sends the budget too (the
 * rows must still add up to it).
 */
export function changedFields(current: ChangeFields, next: ChangeFields): ChangeFields {
  const out: Record<string, unknown> = {};
  for (const [k] of CHANGE_FIELDS) {
    if (canonical(k, current[k]) !== canonical(k, next[k])) out[k] = next[k];
  }
  if ('target_amount' in out && !('budget' in out)) out.budget = next.budget;
  return out as ChangeFields;
}

/** The first problem of a change request (reason, then the changed fields' own rules). */
export function changeProblem(reason: unknown, current: ChangeFields, next: ChangeFields, raised: unknown, today: string): string | null {
  const r = changeReasonProblem(reason);
  if (r) return r;
  const changed = changedFields(current, next);
  if (Object.keys(changed).length === 0) return '请至少修改一项内容';
  const rule = (f: keyof ProjectPayload) => RULE_BY_FIELD.get(f)!;
  const ctx: RuleContext = { today };
  const p = { ...current, ...next } as ProjectPayload;
  for (const [k] of CHANGE_FIELDS) {
    if (!(k in changed)) continue;
    if (k === 'fund_end') {
      const e = text(next.fund_end);
      if (!realDate(e) || e < today) return '募款结束日期不能早于今天';
      continue;
    }
    const m = rule(k)(p[k], p, ctx);
    if (m) return m;
  }
  const raisedFen = fen(raised) ?? 0;
  if ('target_amount' in changed && (fen(next.target_amount) ?? 0) < raisedFen) return '目标金额不能低于已筹金额';
  return null;
}
