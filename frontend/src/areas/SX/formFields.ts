// The sign-up form an activity asks its participants to fill in (contract-sandbox.md,
// "Sign-up form fields"): the field kinds the builder offers, each field's definition rule and
// the rule of an answer to it — the very messages the platform gives, so the builder, the
// preview and a real sign-up refuse the same things. Pure, unit-tested.
import { charLen, idCardValid, isImageUrl, isMobile, realDate } from '../../components/kit/checks';
import { empty, text } from '../../components/kit/fieldRules';
import { optionsOf } from '../../lib/options';

export type FieldKindName = 'text' | 'number' | 'mobile' | 'id_card' | 'radio' | 'checkbox' | 'date' | 'image';

/** One field of a sign-up form, as `form_fields` holds it. */
export interface FormFieldDef {
  /** Chosen by the platform when absent (`f1`, `f2`, …), kept on edit so answers stay attached. */
  key?: string;
  kind: FieldKindName;
  label: string;
  required: 0 | 1;
  min_len?: number;
  max_len?: number;
  min?: number;
  max?: number;
  decimals?: number;
  options?: string[];
  min_choices?: number;
  max_choices?: number;
  min_date?: string;
  max_date?: string;
  max_count?: number;
}

const KIND_LABELS: Record<FieldKindName, string> = { text: '文本', number: '数字', mobile: '手机号', id_card: '身份证号', radio: '单选', checkbox: '多选', date: '日期', image: '图片' };
export const FIELD_KINDS: ReadonlyArray<{ kind: FieldKindName; label: string }> = optionsOf(KIND_LABELS).map(({ value, label }) => ({ kind: value, label }));

export const MAX_FIELDS = 30;
export const LABEL_MAX = 20;
export const OPTION_MAX = 30;
export const OPTIONS_MAX = 20;

export const kindLabel = (kind: string): string => FIELD_KINDS.find((k) => k.kind === kind)?.label ?? kind;

/** A new field of `kind` with the platform's default limits written out, its label unique in `fields`. */
export function newField(kind: FieldKindName, fields: readonly FormFieldDef[]): FormFieldDef {
  const base = kindLabel(kind);
  let n = 1;
  while (fields.some((f) => f.label === `${base}${n}`)) n += 1;
  const field: FormFieldDef = { kind, label: `${base}${n}`, required: 1 };
  if (kind === 'text') Object.assign(field, { min_len: 1, max_len: 100 });
  if (kind === 'number') Object.assign(field, { min: 0, max: 100000, decimals: 0 });
  if (kind === 'radio') field.options = ['选项1', '选项2'];
  if (kind === 'checkbox') Object.assign(field, { options: ['选项1', '选项2'], min_choices: 1, max_choices: 2 });
  if (kind === 'image') field.max_count = 1;
  return field;
}

/** The fields with the one at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveField<T>(fields: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const out = [...fields];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const between = (v: unknown, lo: number, hi: number): boolean => isInt(v) && v >= lo && v <= hi;

/** The first problem of one field's definition, or null. */
export function fieldDefinitionProblem(f: FormFieldDef): string | null {
  const label = text(f.label);
  if (!label) return '请填写报名表字段名称';
  if (charLen(label) > LABEL_MAX) return `报名表字段名称不能超过${LABEL_MAX}个字`;
  if (!FIELD_KINDS.some((k) => k.kind === f.kind)) return '报名表字段类型不正确';
  const name = `「${label}」`;
  if (f.kind === 'text') {
    const lo = f.min_len ?? 1;
    const hi = f.max_len ?? 100;
    if (!between(lo, 1, 500) || !between(hi, 1, 500) || lo > hi) return `${name}的长度限制不正确`;
  }
  if (f.kind === 'number') {
    const lo = f.min ?? 0;
    const hi = f.max ?? 100000;
    if (typeof lo !== 'number' || typeof hi !== 'number' || !Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi || !between(f.decimals ?? 0, 0, 2)) return `${name}的数值范围不正确`;
  }
  if (f.kind === 'radio' || f.kind === 'checkbox') {
    const options = (f.options ?? []).map(text);
    if (options.filter(Boolean).length < 2) return `${name}至少需要2个选项`;
    if (options.length > OPTIONS_MAX) return `${name}最多${OPTIONS_MAX}个选项`;
    if (options.some((o) => !o || charLen(o) > OPTION_MAX)) return `${name}的选项长度须为1-${OPTION_MAX}个字`;
    if (new Set(options).size !== options.length) return `${name}的选项不能重复`;
    if (f.kind === 'checkbox') {
      const lo = f.min_choices ?? 1;
      const hi = f.max_choices ?? options.length;
      if (!between(lo, 1, options.length) || !between(hi, 1, options.length) || lo > hi) return `${name}的选择数量限制不正确`;
    }
  }
  if (f.kind === 'date') {
    const lo = f.min_date || '';
    const hi = f.max_date || '';
    if ((lo && !realDate(lo)) || (hi && !realDate(hi)) || (lo && hi && lo > hi)) return `${name}的日期范围不正确`;
  }
  if (f.kind === 'image' && !between(f.max_count ?? 1, 1, 9)) return `${name}的图片数量须为1-9张`;
  return null;
}

/** The first problem of a whole form definition (its size, each field, unique labels), or null. */
export function formDefinitionProblem(fields: readonly FormFieldDef[]): { index: number; message: string } | null {
  if (fields.length > MAX_FIELDS) return { index: MAX_FIELDS, message: `报名表最多${MAX_FIELDS}个字段` };
  const seen = new Set<string>();
  for (const [index, f] of fields.entries()) {
    const p = fieldDefinitionProblem(f);
    if (p) return { index, message: p };
    const label = text(f.label);
    if (seen.has(label)) return { index, message: '报名表字段名称不能重复' };
    seen.add(label);
  }
  return null;
}

/** Whether an answer counts as not given (an optional field left so is stored as absent). */
export const unanswered = (v: unknown): boolean => empty(v) || (Array.isArray(v) && v.length === 0);

const decimalsOf = (s: string): number => (s.includes('.') ? s.split('.')[1].length : 0);

/** The first problem of the answer `v` to field `f`, or null. */
export function answerProblem(f: FormFieldDef, v: unknown): string | null {
  const label = text(f.label);
  if (unanswered(v)) {
    if (!f.required) return null;
    return ['radio', 'checkbox', 'date'].includes(f.kind) ? `请选择${label}` : f.kind === 'image' ? `请上传${label}` : `请填写${label}`;
  }
  switch (f.kind) {
    case 'text': {
      const lo = f.min_len ?? 1;
      const hi = f.max_len ?? 100;
      const n = charLen(text(v));
      return n < lo || n > hi ? `${label}长度须为${lo}-${hi}个字` : null;
    }
    case 'number': {
      const s = typeof v === 'number' ? String(v) : text(v);
      if (typeof v !== 'number' && typeof v !== 'string') return `${label}须为数字`;
      if (!/^-?\d+(\.\d+)?$/.test(s)) return `${label}须为数字`;
      const decimals = f.decimals ?? 0;
      if (decimalsOf(s) > decimals) return decimals === 0 ? `${label}须为整数` : `${label}最多${decimals}位小数`;
      const n = Number(s);
      const lo = f.min ?? 0;
      const hi = f.max ?? 100000;
      return n < lo || n > hi ? `${label}须在${lo}至${hi}之间` : null;
    }
    case 'mobile':
      return isMobile(text(v)) ? null : `${label}格式不正确`;
    case 'id_card':
      return idCardValid(text(v).toUpperCase()) ? null : `${label}不正确`;
    case 'radio':
      return typeof v === 'string' && (f.options ?? []).includes(v) ? null : `${label}的选项不存在`;
    case 'checkbox': {
      if (!Array.isArray(v) || v.some((o) => typeof o !== 'string' || !(f.options ?? []).includes(o))) return `${label}的选项不存在`;
      const lo = f.min_choices ?? 1;
      const hi = f.max_choices ?? (f.options ?? []).length;
      if (v.length < lo) return `${label}至少选择${lo}项`;
      return v.length > hi ? `${label}最多选择${hi}项` : null;
    }
    case 'date': {
      const d = text(v);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || !realDate(d)) return `${label}格式不正确`;
      if (f.min_date && d < f.min_date) return `${label}不能早于${f.min_date}`;
      return f.max_date && d > f.max_date ? `${label}不能晚于${f.max_date}` : null;
    }
    case 'image': {
      if (!Array.isArray(v)) return `${label}地址无效，请重新上传`;
      const n = f.max_count ?? 1;
      if (v.length > n) return `${label}最多上传${n}张`;
      return v.every((u) => typeof u === 'string' && isImageUrl(u)) ? null : `${label}地址无效，请重新上传`;
    }
  }
}

/** The participant's own name and mobile, asked on every sign-up before the form's fields. */
export function participantProblem(name: unknown, mobile: unknown): { field: string; message: string } | null {
  const n = charLen(text(name));
  if (n < 2 || n > 20) return { field: 'name', message: '请填写姓名' };
  if (!isMobile(text(mobile))) return { field: 'mobile', message: '手机号格式不正确' };
  return null;
}

/** The first problem of a whole sign-up (the participant, then each field in order), or null. */
export function signupProblem(fields: readonly FormFieldDef[], s: { name?: unknown; mobile?: unknown; answers: Record<string, unknown> }): { field: string; message: string } | null {
  const who = participantProblem(s.name, s.mobile);
  if (who) return who;
  for (const [i, f] of fields.entries()) {
    const p = answerProblem(f, s.answers[fieldName(f, i)]);
    if (p) return { field: fieldName(f, i), message: p };
  }
  return null;
}

/** The name an answer is kept under. */
export const fieldName = (f: FormFieldDef, index: number): string => f.key ?? `f${index + 1}`;

/**
 * The fields with a key each, as the platform gives them: a field without one (new in the
 * builder) gets the first free `f<n>` from its place on, so the preview's answers and the
 * platform's check name the same fields.
 */
export function withKeys(fields: readonly FormFieldDef[]): Array<FormFieldDef & { key: string }> {
  const taken = new Set(fields.map((f) => f.key).filter((k): k is string => !!k));
  return fields.map((f, i) => {
    if (f.key) return { ...f, key: f.key };
    let n = i + 1;
    while (taken.has(`f${n}`)) n += 1;
    taken.add(`f${n}`);
    return { ...f, key: `f${n}` };
  });
}

/** The answers to send: optional fields left empty are left out, ID cards upper-cased. */
export function answersPayload(fields: readonly FormFieldDef[], answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [i, f] of fields.entries()) {
    const k = fieldName(f, i);
    const v = answers[k];
    if (unanswered(v)) continue;
    out[k] = f.kind === 'id_card' ? text(v).toUpperCase() : typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** An answer as one line of text (lists, exports): choices joined with 、, images counted. */
export function answerText(kind: string, v: unknown): string {
  if (unanswered(v)) return '—';
  if (Array.isArray(v)) return kind === 'image' ? `${v.length}张图片` : v.map(String).join('、');
  return String(v);
}

/** The limits of a field in words, for the builder's list and the preview's hints. */
export function limitsText(f: FormFieldDef): string {
  switch (f.kind) {
    case 'text':
      return `${f.min_len ?? 1}-${f.max_len ?? 100}个字`;
    case 'number':
      return `${f.min ?? 0}至${f.max ?? 100000}${(f.decimals ?? 0) > 0 ? `，最多${f.decimals}位小数` : '，整数'}`;
    case 'radio':
      return `${(f.options ?? []).length}个选项`;
    case 'checkbox':
      return `${(f.options ?? []).length}个选项，选${f.min_choices ?? 1}-${f.max_choices ?? (f.options ?? []).length}项`;
    case 'date':
      return f.min_date || f.max_date ? `${f.min_date || '不限'} 至 ${f.max_date || '不限'}` : '不限日期';
    case 'image':
      return `最多${f.max_count ?? 1}张`;
    default:
      return '';
  }
}
