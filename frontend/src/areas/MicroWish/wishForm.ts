// The wish form's values (what antd Form holds) and the API payload, both ways. Pure, so the
// conversion and the snapshot round trip are unit-tested.
import { copyPlain, trimmed } from '../../components/kit/formValues';
import type { WishDetail, WishPayload } from './types';

export interface WishFormValues extends Omit<Partial<WishPayload>, 'cover' | 'province' | 'city' | 'district' | 'child_age' | 'target_amount'> {
  /** ImageUpload's value: at most one URL. */
  cover?: string[];
  /** RegionPicker's value: [province, city, district]. */
  region?: string[];
  /** Typed as text (kit NumberInput): the rule refuses what is not a whole age. */
  child_age?: string;
  target_amount?: string;
}

const TEXTS = ['title', 'story', 'child_name', 'school', 'grade', 'address'] as const;
const NUMBERS = ['type', 'child_gender', 'report_org_id'] as const;

/** Form values → the API's JSON (texts trimmed, empty ones left out). */
export function toPayload(v: WishFormValues): WishPayload {
  const out: WishPayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, TEXTS, NUMBERS);
  out.title = trimmed(v.title) ?? '';
  const age = trimmed(v.child_age);
  if (age !== undefined) out.child_age = /^\d+$/.test(age) ? Number(age) : (age as unknown as number);
  const amount = trimmed(v.target_amount);
  if (amount !== undefined) out.target_amount = amount;
  if (v.cover?.[0]) out.cover = v.cover[0];
  out.images = (v.images ?? []).filter((u) => typeof u === 'string' && u !== '');
  const [province, city, district] = v.region ?? [];
  if (province) out.province = province;
  if (city) out.city = city;
  if (district) out.district = district;
  return out;
}

/** A wish (detail or saved payload) → form values. */
export function toFormValues(w: Partial<WishDetail> | WishPayload): WishFormValues {
  const src = w as Record<string, unknown>;
  const out: WishFormValues = {};
  copyPlain(src, out, TEXTS, NUMBERS, ['child_age', 'target_amount']);
  out.cover = typeof src.cover === 'string' && src.cover ? [src.cover] : [];
  out.images = Array.isArray(src.images) ? src.images.filter((u): u is string => typeof u === 'string') : [];
  const region = [src.province, src.city, src.district].filter((x): x is string => typeof x === 'string' && x !== '');
  if (region.length > 0) out.region = region;
  return out;
}

/** The fields a change request may hold (contract: "Wish change request"), in the review's order. */
export const CHANGEABLE = ['title', 'story', 'cover', 'images', 'school', 'grade', 'target_amount'] as const;
export type Changeable = (typeof CHANGEABLE)[number];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes a request sends: only the changeable fields whose value differs from the wish's
 * now (`target_amount` compared as an amount, so 89 and 89.00 are the same).
 */
export function changedFields(current: WishDetail, next: WishPayload): Partial<Record<Changeable, unknown>> {
  const out: Partial<Record<Changeable, unknown>> = {};
  for (const f of CHANGEABLE) {
    const before = f === 'grade' ? current.grade ?? '' : current[f];
    const after = f === 'grade' ? next.grade ?? '' : f === 'images' ? next.images ?? [] : next[f];
    if (f === 'target_amount' ? Number(before) === Number(after) : same(before, after)) continue;
    if (after === undefined) continue;
    out[f] = after;
  }
  return out;
}
