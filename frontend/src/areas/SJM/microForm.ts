// The micro-project form's values (what antd Form holds) and the API payload, both ways. Pure, so
// the conversion and the snapshot round trip are unit-tested.
import type { Dayjs } from 'dayjs';
import { copyPlain, dayText, imageList, parseDay, regionFields, mediaValues, trimmed } from '../../components/kit/formValues';
import type { MicroDetail, MicroPayload } from './types';

type Range = [Dayjs | null, Dayjs | null] | null;

export interface MicroFormValues extends Omit<Partial<MicroPayload>, 'cover' | 'province' | 'city' | 'district' | 'fund_start' | 'fund_end'> {
  /** ImageUpload's value: at most one URL. */
  cover?: string[];
  /** RegionPicker's value: [province, city, district]. */
  region?: string[];
  fund?: Range;
}

const TEXT_FIELDS = ['title', 'summary', 'description', 'address', 'lead_name', 'lead_phone'] as const;

/** Form values → the API's JSON (empty fields left out, texts trimmed). */
export function toMicroPayload(v: MicroFormValues): MicroPayload {
  const out: MicroPayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, TEXT_FIELDS, []);
  out.title = trimmed(v.title) ?? '';
  const amount = trimmed(v.target_amount);
  if (amount !== undefined) out.target_amount = amount;
  Object.assign(out, regionFields(v.region));
  const [fs, fe] = v.fund ?? [];
  const start = dayText(fs);
  const end = dayText(fe);
  if (start) out.fund_start = start;
  if (end) out.fund_end = end;
  if (v.cover && v.cover[0]) out.cover = v.cover[0];
  out.images = imageList(v.images);
  return out;
}

/** A micro project (detail or saved payload) → form values. */
export function toMicroValues(c: Partial<MicroDetail> | MicroPayload): MicroFormValues {
  const src = c as Record<string, unknown>;
  const out: MicroFormValues = {};
  copyPlain(src, out, TEXT_FIELDS, [], ['target_amount']);
  const fund: Range = [parseDay(src.fund_start), parseDay(src.fund_end)];
  if (fund[0] || fund[1]) out.fund = fund;
  Object.assign(out, mediaValues(src));
  return out;
}
