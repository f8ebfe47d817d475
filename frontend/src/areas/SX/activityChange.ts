// A published activity's change request (add_change): the fields a request may touch, which of
// them differ from the activity, and the first problem (the reason, something changed, each
// changed field's own rule, places not below those taken). Pure, unit-tested.
import { changeReasonProblem, text } from '../../components/kit/fieldRules';
import { activityFieldProblem } from './activityForm';
import type { ActivityDetail, ActivityPayload } from './types';

export interface ActivityChangeFields {
  title?: string;
  cover?: string;
  content?: string;
  address?: string;
  places?: number;
  signup_end?: number;
  start_time?: number;
  end_time?: number;
  contact_name?: string;
  contact_phone?: string;
}

export const CHANGE_KEYS: Array<keyof ActivityChangeFields> = ['title', 'cover', 'content', 'address', 'places', 'signup_end', 'start_time', 'end_time', 'contact_name', 'contact_phone'];

export const CHANGE_LABELS: Record<keyof ActivityChangeFields, string> = {
  title: '活动名称',
  cover: '封面图',
  content: '活动详情',
  address: '详细地址',
  places: '活动名额',
  signup_end: '报名截止时间',
  start_time: '活动开始时间',
  end_time: '活动结束时间',
  contact_name: '联系人',
  contact_phone: '联系人手机号',
};

/** The fields of an activity a request starts from. */
export function currentActivityFields(a: ActivityDetail): ActivityChangeFields {
  const out: ActivityChangeFields = {};
  for (const k of CHANGE_KEYS) {
    const v = a[k];
    if (v !== null && v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => (typeof a === 'number' || typeof b === 'number' ? Number(a ?? NaN) === Number(b ?? NaN) : text(a) === text(b));

/** Only the fields that differ from the activity. */
export function changedActivityFields(current: ActivityChangeFields, next: ActivityChangeFields): ActivityChangeFields {
  const out: Record<string, unknown> = {};
  for (const k of CHANGE_KEYS) if (next[k] !== undefined && !same(current[k], next[k])) out[k] = next[k];
  return out as ActivityChangeFields;
}

/** The first problem of a request, or null; `now` in seconds. */
export function activityChangeProblem(reason: unknown, a: ActivityDetail, next: ActivityChangeFields, now: number): string | null {
  const r = changeReasonProblem(reason);
  if (r) return r;
  const current = currentActivityFields(a);
  const changed = changedActivityFields(current, next);
  const keys = Object.keys(changed) as Array<keyof ActivityChangeFields>;
  if (keys.length === 0) return '请至少修改一项内容';
  const p = { ...a, ...current, ...changed, kind: a.kind } as unknown as ActivityPayload;
  const ctx = { now };
  for (const k of keys) {
    if (k === 'places') {
      const m = activityFieldProblem('places', p, ctx);
      if (m) return m;
      if ((changed.places ?? 0) > 0 && (changed.places ?? 0) < a.places_taken) return '活动名额不能少于已报名人数';
      continue;
    }
    // The times are checked against each other and now when one of them changes.
    const rule: keyof ActivityPayload = k === 'end_time' ? 'start_time' : k;
    const m = activityFieldProblem(rule, p, ctx);
    if (m) return m;
  }
  return null;
}
