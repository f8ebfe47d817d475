// The activity form: antd's values and the API payload both ways, and the rules of a submission
// in the contract's order (contract-sandbox.md, "The activity form"). Pure, unit-tested.
import type { Dayjs } from 'dayjs';
import { charLen, fen } from '../../components/kit/checks';
import { coverProblem, empty, firstProblemOf, htmlText, lengthRule, mobileRule, regionProblem, text, type FieldRule } from '../../components/kit/fieldRules';
import { copyPlain, num, regionFields, regionValue, trimmed } from '../../components/kit/formValues';
import { pickerFromSeconds, secondsFromPicker } from '../../lib/pickerTime';
import { formDefinitionProblem, type FormFieldDef } from './formFields';
import type { ActivityKind, ActivityPayload } from './types';

type Mode = 'person' | 'team';

export interface ActivityValues {
  kind?: ActivityKind;
  title?: string;
  cate_id?: number;
  tag_ids?: number[];
  cover?: string[];
  content?: string;
  region?: string[];
  address?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
  signup_end?: Dayjs | null;
  cancel_end?: Dayjs | null;
  places?: string;
  need_review?: number;
  modes?: Mode[];
  team_min?: string;
  team_max?: string;
  project_id?: number;
  target_amount?: string;
  contact_name?: string;
  contact_phone?: string;
  form_fields?: FormFieldDef[];
}

// Picker values are China wall-clock times (lib/pickerTime).
const seconds = secondsFromPicker;
const fromSeconds = pickerFromSeconds;

/** Form values → the API's JSON (empty fields left out, texts trimmed, times in seconds). */
export function toActivityPayload(v: ActivityValues): ActivityPayload {
  const out: ActivityPayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, ['content', 'address', 'contact_name', 'contact_phone'], ['cate_id', 'places', 'need_review', 'project_id']);
  if (v.kind) out.kind = v.kind;
  out.tag_ids = v.tag_ids ?? [];
  if (v.cover?.[0]) out.cover = v.cover[0];
  Object.assign(out, regionFields(v.region));
  const [start, end] = v.time ?? [];
  const times = { start_time: seconds(start), end_time: seconds(end), signup_end: seconds(v.signup_end), cancel_end: seconds(v.cancel_end) };
  for (const [k, t] of Object.entries(times)) if (t !== undefined) (out as unknown as Record<string, number>)[k] = t;
  const modes = v.modes ?? [];
  out.allow_person = modes.includes('person') ? 1 : 0;
  out.allow_team = modes.includes('team') ? 1 : 0;
  if (out.allow_team) {
    const lo = num(v.team_min);
    const hi = num(v.team_max);
    if (lo !== undefined) out.team_min = lo;
    if (hi !== undefined) out.team_max = hi;
  }
  if (v.kind !== 2) delete out.project_id;
  const target = trimmed(v.target_amount);
  if (v.kind === 2 && target !== undefined) out.target_amount = target;
  out.form_fields = v.form_fields ?? [];
  return out;
}

/** An activity (detail or saved payload) → form values. */
export function toActivityValues(a: Partial<ActivityPayload> & Record<string, unknown>): ActivityValues {
  const out: ActivityValues = {};
  copyPlain(a, out, ['title', 'content', 'address', 'contact_name', 'contact_phone', 'target_amount'], ['cate_id', 'need_review', 'project_id']);
  if (a.kind === 1 || a.kind === 2) out.kind = a.kind;
  out.tag_ids = Array.isArray(a.tag_ids) ? a.tag_ids : [];
  out.cover = typeof a.cover === 'string' && a.cover ? [a.cover] : [];
  const region = regionValue(a);
  if (region) out.region = region;
  const start = fromSeconds(a.start_time);
  const end = fromSeconds(a.end_time);
  if (start || end) out.time = [start, end];
  out.signup_end = fromSeconds(a.signup_end);
  out.cancel_end = fromSeconds(a.cancel_end);
  if (typeof a.places === 'number') out.places = String(a.places);
  out.modes = [...(a.allow_person ? ['person' as const] : []), ...(a.allow_team ? ['team' as const] : [])];
  if (a.allow_team && typeof a.team_min === 'number') out.team_min = String(a.team_min);
  if (a.allow_team && typeof a.team_max === 'number') out.team_max = String(a.team_max);
  out.form_fields = Array.isArray(a.form_fields) ? a.form_fields : [];
  return out;
}

/** A new activity's values: of `kind`, individual sign-up, no review, unlimited places. */
export const newActivityValues = (kind: ActivityKind): ActivityValues => ({ kind, tag_ids: [], cover: [], modes: ['person'], need_review: 0, places: '0', form_fields: [] });

export interface RuleContext {
  /** Now, in seconds. */
  now: number;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const MAX_DAYS = 30;

type Rule = FieldRule<ActivityPayload, RuleContext>;

/** Every rule of a submission in the contract's order; `field` names the payload field. */
export const ACTIVITY_RULES: Array<[keyof ActivityPayload & string, Rule]> = [
  ['kind', (v) => (v === 1 || v === 2 ? null : '请选择活动类型')],
  ['title', lengthRule('活动名称', 2, 50)],
  ['cate_id', (v) => (isInt(v) && v > 0 ? null : '请选择活动类别')],
  ['tag_ids', (v) => (Array.isArray(v) && v.length > 5 ? '活动标签最多选择5个' : null)],
  ['cover', coverProblem],
  [
    'content',
    (v) => {
      if (empty(v)) return '请填写活动详情';
      const n = charLen(htmlText(text(v)));
      return n < 20 || n > 20000 ? '活动详情长度须为20-20000个字' : null;
    },
  ],
  ['province', (_, p) => regionProblem(p, '活动地区')],
  ['address', lengthRule('详细地址', 5, 100)],
  [
    'start_time',
    (_, p, { now }) => {
      if (!p.start_time || !p.end_time) return '请选择活动时间';
      if (p.start_time <= now) return '活动开始时间须晚于当前时间';
      if (p.end_time <= p.start_time) return '活动结束时间须晚于开始时间';
      return p.end_time - p.start_time > MAX_DAYS * 86400 ? `活动时长不能超过${MAX_DAYS}天` : null;
    },
  ],
  [
    'signup_end',
    (v, p, { now }) => {
      if (!isInt(v)) return '请选择报名截止时间';
      if (v <= now) return '报名截止时间须晚于当前时间';
      return p.start_time && v > p.start_time ? '报名截止时间不能晚于活动开始时间' : null;
    },
  ],
  ['cancel_end', (v, p) => (isInt(v) && v > 0 && p.signup_end && v > p.signup_end ? '取消报名截止时间不能晚于报名截止时间' : null)],
  ['places', (v) => (isInt(v) && v >= 0 && v <= 100000 ? null : '活动名额须为0-100000的整数')],
  ['allow_person', (_, p) => (p.allow_person || p.allow_team ? null : '请至少选择一种报名方式')],
  [
    'team_min',
    (_, p) => {
      if (!p.allow_team) return null;
      const ok = (n: unknown) => isInt(n) && n >= 2 && n <= 50;
      if (!ok(p.team_min) || !ok(p.team_max)) return '团队人数须为2-50人';
      return (p.team_min ?? 0) > (p.team_max ?? 0) ? '团队最少人数不能大于最多人数' : null;
    },
  ],
  ['project_id', (v, p) => (p.kind === 2 && !(isInt(v) && v > 0) ? '请选择关联的募捐项目' : null)],
  [
    'target_amount',
    (v, p) => {
      if (p.kind !== 2) return null;
      if (empty(v)) return '请填写募款目标';
      const f = fen(v);
      if (f === null) return '募款目标须为数字，最多两位小数';
      return f < 10000 || f > 1_000_000_000 ? '募款目标须在100至10000000元之间' : null;
    },
  ],
  ['contact_name', lengthRule('联系人', 2, 20)],
  ['contact_phone', mobileRule('联系人手机号')],
  ['form_fields', (v) => formDefinitionProblem((v as FormFieldDef[] | undefined) ?? [])?.message ?? null],
];

/** A payload field's own problem (the form item's rule). */
export function activityFieldProblem(field: keyof ActivityPayload, p: ActivityPayload, ctx: RuleContext): string | null {
  const rule = ACTIVITY_RULES.find(([f]) => f === field);
  return rule ? rule[1](p[field], p, ctx) : null;
}

export const firstActivityProblem = (p: ActivityPayload, ctx: RuleContext) => firstProblemOf(ACTIVITY_RULES, p, ctx);

/** A draft needs only its title. */
export const draftProblem = (p: Pick<ActivityPayload, 'title'>): string | null => lengthRule('活动名称', 2, 50)(p.title);

/** The form item that shows a payload field's problem (fields held in another shape). */
export const FORM_ITEM: Partial<Record<string, string>> = { province: 'region', start_time: 'time', allow_person: 'modes', team_min: 'team_min' };
