// The micro-project form's rules, mirroring the contract ("The micro-project form"): same order,
// same limits, same messages, so the user sees the problem before sending. The server checks again.
import { fen } from '../../components/kit/checks';
import { coverProblem, empty, firstProblemOf, fundWindowProblem, imagesProblem, lengthRule, mobileRule, regionProblem, text, type FieldRule } from '../../components/kit/fieldRules';
import type { MicroOpening, MicroPayload } from './types';

export const TARGET_MIN = 100;
export const TARGET_MAX = 1_000_000;
export const FUND_WINDOW_MAX_DAYS = 180;
export const IMAGES_MAX = 9;

export interface MicroRuleContext {
  /** Today in China, `YYYY-MM-DD`. */
  today: string;
  /** The parent project's end of fundraising (a pool has none). */
  parentFundEnd?: string | null;
}

function targetProblem(v: unknown): string | null {
  if (empty(v)) return '请填写目标金额';
  const f = fen(v);
  if (f === null) return '目标金额须为数字，最多两位小数';
  return f < TARGET_MIN * 100 || f > TARGET_MAX * 100 ? `目标金额须在${TARGET_MIN}至${TARGET_MAX}元之间` : null;
}

function fundProblem(p: MicroPayload, ctx: MicroRuleContext): string | null {
  const window = fundWindowProblem(p.fund_start, p.fund_end, ctx.today, FUND_WINDOW_MAX_DAYS);
  if (window) return window;
  return ctx.parentFundEnd && text(p.fund_end) > ctx.parentFundEnd ? '募款结束日期不能晚于所属项目的募款结束日期' : null;
}

const detailLength = lengthRule('项目详情', 20, 5000);

/** Every field's rule, in the contract's order (the first problem is the one reported). */
export const MICRO_RULES: ReadonlyArray<readonly [keyof MicroPayload, FieldRule<MicroPayload, MicroRuleContext>]> = [
  ['title', lengthRule('微项目名称', 2, 50)],
  ['summary', lengthRule('项目简介', 20, 500)],
  ['description', detailLength],
  ['province', (_v, p) => regionProblem(p, '执行地区')],
  ['address', (v) => (empty(v) ? '详细地址长度须为5-100个字' : lengthRule('详细地址', 5, 100)(v))],
  ['target_amount', targetProblem],
  ['fund_start', (_v, p, ctx) => fundProblem(p, ctx)],
  ['cover', coverProblem],
  ['images', (v) => imagesProblem(v, '项目图片', IMAGES_MAX)],
  ['lead_name', lengthRule('项目负责人', 2, 20)],
  ['lead_phone', mobileRule('负责人手机号')],
];

const RULE_BY_FIELD = new Map(MICRO_RULES);

/** The problem of one field (in the context of the whole form), or null. */
export function microFieldProblem(field: keyof MicroPayload, p: MicroPayload, ctx: MicroRuleContext): string | null {
  const rule = RULE_BY_FIELD.get(field);
  return rule ? rule(p[field], p, ctx) : null;
}

export const firstMicroProblem = (p: MicroPayload, ctx: MicroRuleContext) => firstProblemOf(MICRO_RULES, p, ctx);

/** A draft needs only its title. */
export const draftProblem = (p: Pick<MicroPayload, 'title'>): string | null => lengthRule('微项目名称', 2, 50)(p.title);

/** What the super admin must choose when it opens a micro project: the parent, then the organisation. */
export function openingProblem(o: MicroOpening): { field: keyof MicroOpening; message: string } | null {
  if (!o.parent_type || !o.parent_id) return { field: 'parent_id', message: '请选择所属项目或项目池' };
  if (!o.org_id) return { field: 'org_id', message: '请选择执行机构' };
  return null;
}
