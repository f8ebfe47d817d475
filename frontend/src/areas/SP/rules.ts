// The charity-sale forms' rules, mirroring the contract ("The goods form", order shipping): same
// order, limits and messages, so the user sees a problem before sending. Pure: value → message
// or null. The platform checks again. Also the auction arithmetic the pages show (the next
// acceptable bid, the time left).
import { charLen, fen, isImageUrl, yuan } from '../../components/kit/checks';
import { empty, firstProblemOf, imagesProblem, lengthRule, text, type FieldRule } from '../../components/kit/fieldRules';
import type { GoodsPayload } from './types';

export { reasonProblem, returnReasonProblem } from '../../components/kit/reason';

/** What the rules compare times against: now, in seconds. */
export interface RuleContext {
  now: number;
}

/** A yuan amount between `min` and `max` fen: `请填写<label>` when required and empty, else `msg`. */
const amount = (label: string, minFen: number, maxFen: number, msg: string, required: boolean) => (v: unknown): string | null => {
  if (empty(v)) return required ? `请填写${label}` : null;
  const f = fen(v);
  return f === null || f < minFen || f > maxFen ? msg : null;
};

const wholeIn = (label: string, min: number, max: number, msg: string) => (v: unknown): string | null => {
  if (empty(v)) return `请填写${label}`;
  return /^\d{1,6}$/.test(text(v)) && Number(text(v)) >= min && Number(text(v)) <= max ? null : msg;
};

export const SPECS_MAX = 10;
export const AUCTION_MAX_DAYS = 30;

export function specsProblem(v: unknown): string | null {
  const list = (Array.isArray(v) ? v : []).map((s) => text(s));
  if (list.length > SPECS_MAX) return `规格最多${SPECS_MAX}个`;
  if (list.some((s) => charLen(s) < 1 || charLen(s) > 20)) return '规格名称长度须为1-20个字';
  return new Set(list).size === list.length ? null : '规格不能重复';
}

/** 保留价: none (0) or at least the start price. */
export function reserveProblem(v: unknown, p: GoodsPayload): string | null {
  if (empty(v)) return null;
  const f = fen(v);
  if (f === null) return '保留价须为数字，最多两位小数';
  const start = fen(p.start_price);
  return f !== 0 && start !== null && f < start ? '保留价不能低于起拍价' : null;
}

/** 开拍/结束时间: both chosen, end after start, at most 30 days, end in the future. */
export function auctionTimeProblem(p: Pick<GoodsPayload, 'start_time' | 'end_time'>, ctx: RuleContext): string | null {
  const { start_time: start, end_time: end } = p;
  if (!start || !end) return '请选择竞拍时间';
  if (end <= start) return '结束时间须晚于开始时间';
  if (end - start > AUCTION_MAX_DAYS * 86_400) return `竞拍时长不能超过${AUCTION_MAX_DAYS}天`;
  return end <= ctx.now ? '结束时间须晚于当前时间' : null;
}

export function extendProblem(v: unknown): string | null {
  if (empty(v)) return null;
  const s = text(v);
  const n = Number(s);
  return /^\d+$/.test(s) && (n === 0 || (n >= 60 && n <= 600)) ? null : '延时周期须为60-600秒';
}

type Rule = FieldRule<GoodsPayload, RuleContext>;
const forKind = (kind: number, rule: Rule): Rule => (v, p, ctx) => (Number(p.kind) === kind ? rule(v, p, ctx) : null);

/** Each field's rule, in the contract's order (the first problem is the one named). */
export const GOODS_RULES: ReadonlyArray<readonly [keyof GoodsPayload, Rule]> = [
  ['kind', (v) => ([1, 2].includes(Number(v)) ? null : '请选择义卖类型')],
  ['title', lengthRule('商品名称', 2, 30)],
  ['cover', (v) => (empty(v) ? '请上传商品封面' : isImageUrl(text(v)) ? null : '商品封面地址无效，请重新上传')],
  ['images', (v) => imagesProblem(v ?? [], '商品图片', 9)],
  ['description', lengthRule('商品介绍', 10, 2000)],
  ['project_id', (v) => (Number(v) > 0 ? null : '请选择受益项目')],
  ['shipping_fee', amount('运费', 0, 50_000, '运费须为0-500.00元', false)],
  ['price', forKind(1, amount('售价', 1, 10_000_000, '售价须为0.01-100000.00元', true))],
  ['stock', forKind(1, wholeIn('库存', 1, 99_999, '库存须为1-99999的整数'))],
  ['specs', forKind(1, specsProblem)],
  ['start_price', forKind(2, amount('起拍价', 1, 100_000_000, '起拍价须为0.01-1000000.00元', true))],
  ['increment', forKind(2, amount('加价幅度', 100, 10_000_000, '加价幅度须为1.00-100000.00元', true))],
  ['reserve_price', forKind(2, reserveProblem)],
  ['deposit', forKind(2, amount('保证金', 0, 10_000_000, '保证金须为0-100000.00元', false))],
  ['start_time', forKind(2, (_, p, ctx) => auctionTimeProblem(p, ctx))],
  ['extend_seconds', forKind(2, extendProblem)],
];

export function goodsFieldProblem(field: keyof GoodsPayload, p: GoodsPayload, ctx: RuleContext): string | null {
  const rule = GOODS_RULES.find(([f]) => f === field);
  return rule ? rule[1](p[field], p, ctx) : null;
}

export const firstGoodsProblem = (p: GoodsPayload, ctx: RuleContext) => firstProblemOf(GOODS_RULES, p, ctx);

/** A draft needs only its title. */
export const draftProblem = (p: GoodsPayload): string | null => lengthRule('商品名称', 2, 30)(p.title);

// Shipping an order.
export const expressCompanyProblem = (v: unknown): string | null => {
  const n = charLen(text(v));
  return n < 2 || n > 20 ? '请填写快递公司' : null;
};
export const expressNoProblem = (v: unknown): string | null =>
  empty(v) ? '请填写快递单号' : /^[A-Za-z0-9]{5,30}$/.test(text(v)) ? null : '快递单号须为5-30位字母或数字';

// The auction as bidders see it.

/** The lowest bid the platform accepts now: the start price before any bid, then current + increment. */
export function nextMinimumBid(lot: { bid_count: number; start_price: string; current_price: string; increment: string }): string | null {
  const start = fen(lot.start_price);
  if (lot.bid_count === 0) return start === null ? null : yuan(start);
  const current = fen(lot.current_price);
  const step = fen(lot.increment);
  return current === null || step === null ? null : yuan(current + step);
}
