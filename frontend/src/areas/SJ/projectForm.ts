// The project form's values (what antd Form holds) and the API payload, both ways. Pure, so the
// conversion and the snapshot round trip are unit-tested.
import type { Dayjs } from 'dayjs';
import { copyPlain, dayText, imageList, parseDay, regionFields, mediaValues, trimmed } from '../../components/kit/formValues';
import type { BudgetRow, ProjectDetail, ProjectPayload } from './types';

type Range = [Dayjs | null, Dayjs | null] | null;

export interface ProjectFormValues
  extends Omit<Partial<ProjectPayload>, 'cover' | 'province' | 'city' | 'district' | 'fund_start' | 'fund_end' | 'exec_start' | 'exec_end' | 'budget'> {
  /** ImageUpload's value: at most one URL. */
  cover?: string[];
  /** RegionPicker's value: [province, city, district]. */
  region?: string[];
  fund?: Range;
  exec?: Range;
  budget?: Array<Partial<BudgetRow> | undefined>;
}

const TEXT_FIELDS = ['title', 'beneficiary', 'address', 'summary', 'lead_name', 'lead_phone', 'contact_name', 'contact_phone'] as const;
const NUMBER_FIELDS = ['domain_id', 'pay_account_id'] as const;

const day = dayText;

/** Budget rows as sent: trimmed, the note left out when empty, fully empty rows dropped. */
export function budgetPayload(rows: ProjectFormValues['budget']): BudgetRow[] {
  return (rows ?? [])
    .map((r) => ({ item: trimmed(r?.item) ?? '', amount: trimmed(r?.amount) ?? '', note: trimmed(r?.note) }))
    .filter((r) => r.item !== '' || r.amount !== '' || r.note !== undefined)
    .map(({ note, ...r }) => (note === undefined ? r : { ...r, note }));
}

/** Form values → the API's JSON (empty fields left out, texts trimmed). */
export function toPayload(v: ProjectFormValues): ProjectPayload {
  const out: ProjectPayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, TEXT_FIELDS, NUMBER_FIELDS);
  out.title = trimmed(v.title) ?? '';
  // Typed as text (kit NumberInput): −5 or 2.5 stay what they are for the rule to refuse, never
  // clamped or rounded into a valid count.
  const count = trimmed(v.beneficiary_count);
  if (count !== undefined) out.beneficiary_count = /^[+-]?\d+(\.\d+)?$/.test(count) ? Number(count) : count;
  const amount = trimmed(v.target_amount);
  if (amount !== undefined) out.target_amount = amount;
  Object.assign(out, regionFields(v.region));
  const [fs, fe] = v.fund ?? [];
  const [es, ee] = v.exec ?? [];
  const dates = { fund_start: day(fs), fund_end: day(fe), exec_start: day(es), exec_end: day(ee) };
  for (const [k, d] of Object.entries(dates)) if (d) (out as unknown as Record<string, string>)[k] = d;
  if (typeof v.description === 'string' && v.description.trim() !== '') out.description = v.description;
  if (v.cover && v.cover[0]) out.cover = v.cover[0];
  out.images = imageList(v.images);
  out.budget = budgetPayload(v.budget);
  return out;
}

/** A project (detail or saved payload) → form values. */
export function toFormValues(c: Partial<ProjectDetail> | ProjectPayload): ProjectFormValues {
  const src = c as Record<string, unknown>;
  const out: ProjectFormValues = {};
  copyPlain(src, out, TEXT_FIELDS, NUMBER_FIELDS, ['beneficiary_count']);
  // The detail names the account as an object; a saved payload by its id.
  const account = src.pay_account as { id?: number } | null | undefined;
  if (out.pay_account_id === undefined && account?.id) out.pay_account_id = account.id;
  const amount = trimmed(src.target_amount);
  if (amount !== undefined) out.target_amount = amount;
  if (typeof src.description === 'string') out.description = src.description;
  const fund: Range = [parseDay(src.fund_start), parseDay(src.fund_end)];
  if (fund[0] || fund[1]) out.fund = fund;
  const exec: Range = [parseDay(src.exec_start), parseDay(src.exec_end)];
  if (exec[0] || exec[1]) out.exec = exec;
  Object.assign(out, mediaValues(src));
  const budget = Array.isArray(src.budget) ? (src.budget as Array<Partial<BudgetRow>>) : [];
  out.budget = budget.length > 0 ? budget.map((r) => ({ item: r.item ?? '', amount: r.amount === undefined || r.amount === null ? '' : String(r.amount), note: r.note ?? '' })) : [{ item: '', amount: '', note: '' }];
  return out;
}
