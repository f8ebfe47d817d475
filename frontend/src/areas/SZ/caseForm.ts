// The case form's values (what antd Form holds) and the API payload, both ways. Pure, so the
// conversion and the snapshot round trip are unit-tested.
import type { Dayjs } from 'dayjs';
import { copyPlain, num, trimmed } from '../../components/kit/formValues';
import dayjs from '../../lib/dayjs';
import type { CaseDetail, CasePayload } from './types';

/** The payload's fields, all optional, except those the form's inputs hold in their own shape. */
export interface CaseFormValues
  extends Omit<Partial<CasePayload>, 'deadline' | 'cover' | 'province' | 'city' | 'district' | 'beneficiary_age'> {
  deadline?: Dayjs | null;
  /** ImageUpload's value: at most one URL. */
  cover?: string[];
  /** RegionPicker's value: [province, city, district]. */
  region?: string[];
  /** NumberInput's text (what was typed) or a number from a saved case. */
  beneficiary_age?: string | number | null;
}

const TEXT_FIELDS = [
  'title',
  'summary',
  'address',
  'publisher_name',
  'publisher_phone',
  'beneficiary_name',
  'beneficiary_phone',
  'witness_name',
  'witness_phone',
  'witness_title',
  'witness_org',
  'payee_name',
  'payee_bank',
  'payee_account',
] as const;

const NUMBER_FIELDS = ['help_type_id', 'project_id', 'beneficiary_gender', 'beneficiary_age', 'relation', 'pay_method'] as const;

/** Form values → the API's JSON (empty fields left out, texts trimmed). */
export function toPayload(v: CaseFormValues): CasePayload {
  const out: CasePayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, TEXT_FIELDS, NUMBER_FIELDS);
  out.title = trimmed(v.title) ?? '';
  // An age typed as something that is not a number stays as typed, so the rule refuses it
  // with the field's range instead of reporting the field as empty.
  const age = trimmed(v.beneficiary_age);
  if (age !== undefined && num(age) === undefined) (out as unknown as Record<string, unknown>).beneficiary_age = age;
  const amount = trimmed(v.target_amount);
  if (amount !== undefined) out.target_amount = amount;
  if (v.deadline && v.deadline.isValid()) out.deadline = v.deadline.format('YYYY-MM-DD');
  if (v.cover && v.cover[0]) out.cover = v.cover[0];
  out.images = (v.images ?? []).filter((u) => typeof u === 'string' && u !== '');
  const [province, city, district] = v.region ?? [];
  if (province) out.province = province;
  if (city) out.city = city;
  if (district) out.district = district;
  const idCard = trimmed(v.beneficiary_id_card);
  if (idCard !== undefined) out.beneficiary_id_card = idCard.toUpperCase();
  // The bank only matters for bank cards; the server ignores it otherwise.
  if (out.pay_method !== 1) delete out.payee_bank;
  return out;
}

/** A case (detail or saved payload) → form values. */
export function toFormValues(c: Partial<CaseDetail> | CasePayload): CaseFormValues {
  const src = c as Record<string, unknown>;
  const out: CaseFormValues = {};
  copyPlain(src, out, TEXT_FIELDS, NUMBER_FIELDS, ['target_amount', 'beneficiary_id_card']);
  if (typeof src.deadline === 'string' && /^\d{4}-\d{2}-\d{2}/.test(src.deadline)) {
    const d = dayjs(src.deadline.slice(0, 10), 'YYYY-MM-DD');
    if (d.isValid()) out.deadline = d;
  }
  out.cover = typeof src.cover === 'string' && src.cover ? [src.cover] : [];
  out.images = Array.isArray(src.images) ? src.images.filter((u): u is string => typeof u === 'string') : [];
  const region = [src.province, src.city, src.district].filter((x): x is string => typeof x === 'string' && x !== '');
  if (region.length > 0) out.region = region;
  return out;
}
