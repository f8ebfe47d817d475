// The goods form's values (what antd Form holds) and the API payload, both ways, and the fields a
// change request sends. Pure, so the conversions and the snapshot round trip are unit-tested.
import type { Dayjs } from 'dayjs';
import { pickerFromSeconds, secondsFromPicker } from '../../lib/pickerTime';
import { fen } from '../../components/kit/checks';
import { copyPlain, imageList, trimmed } from '../../components/kit/formValues';
import type { GoodsDetail, GoodsPayload } from './types';

export interface GoodsFormValues extends Omit<Partial<GoodsPayload>, 'cover' | 'start_time' | 'end_time' | 'stock' | 'extend_seconds'> {
  /** ImageUpload's value: at most one URL. */
  cover?: string[];
  /** The auction's start and end (RangePicker with time). */
  auction_time?: [Dayjs | null, Dayjs | null] | null;
  /** Typed as text (kit NumberInput): the rule refuses what is not a whole number. */
  stock?: string;
  extend_seconds?: string;
}

const TEXTS = ['title', 'description', 'shipping_fee', 'price', 'start_price', 'increment', 'reserve_price', 'deposit'] as const;
const NUMBERS = ['kind', 'project_id'] as const;
/** The fields only one kind has (the other kind's are left out of its payload). */
const FIXED_ONLY = ['price', 'stock', 'specs'] as const;
const LOT_ONLY = ['start_price', 'increment', 'reserve_price', 'deposit', 'start_time', 'end_time', 'extend_seconds'] as const;

const wholeOrText = (v: unknown): number | string | undefined => {
  const s = trimmed(v);
  return s === undefined ? undefined : /^\d+$/.test(s) ? Number(s) : s;
};
// Picker values are China wall-clock times (lib/pickerTime).
const seconds = secondsFromPicker;

/** Form values → the API's JSON (texts trimmed, empty ones left out, the other kind's fields dropped). */
export function toPayload(v: GoodsFormValues): GoodsPayload {
  const out: GoodsPayload = { title: trimmed(v.title) ?? '' };
  copyPlain(v, out, TEXTS, NUMBERS);
  out.title = trimmed(v.title) ?? '';
  if (v.cover?.[0]) out.cover = v.cover[0];
  out.images = imageList(v.images);
  const stock = wholeOrText(v.stock);
  if (stock !== undefined) out.stock = stock;
  const extend = wholeOrText(v.extend_seconds);
  if (extend !== undefined) out.extend_seconds = extend;
  out.specs = (v.specs ?? []).map((s) => String(s).trim()).filter((s) => s !== '');
  const [start, end] = v.auction_time ?? [];
  const startTime = seconds(start);
  const endTime = seconds(end);
  if (startTime !== undefined) out.start_time = startTime;
  if (endTime !== undefined) out.end_time = endTime;
  const drop = out.kind === 1 ? LOT_ONLY : out.kind === 2 ? FIXED_ONLY : [];
  for (const k of drop) delete out[k];
  return out;
}

/** An item (detail or saved payload) → form values. Zero amounts of optional fields show empty. */
export function toFormValues(g: Partial<GoodsDetail> | GoodsPayload): GoodsFormValues {
  const src = g as Record<string, unknown>;
  const out: GoodsFormValues = {};
  copyPlain(src, out, TEXTS, NUMBERS);
  for (const k of ['reserve_price', 'deposit', 'shipping_fee'] as const) if (out[k] !== undefined && fen(out[k]) === 0) delete out[k];
  if (out.project_id === 0) delete out.project_id;
  out.cover = typeof src.cover === 'string' && src.cover ? [src.cover] : [];
  out.images = imageList(src.images);
  out.specs = Array.isArray(src.specs) ? src.specs.filter((s): s is string => typeof s === 'string') : [];
  const stock = trimmed(src.stock);
  if (stock !== undefined && !(out.kind === 2 && stock === '0')) out.stock = stock;
  const extend = trimmed(src.extend_seconds);
  if (extend !== undefined) out.extend_seconds = extend;
  const start = Number(src.start_time) || 0;
  const end = Number(src.end_time) || 0;
  if (start > 0 || end > 0) out.auction_time = [pickerFromSeconds(start), pickerFromSeconds(end)];
  if (out.kind === 1) for (const k of ['start_price', 'increment', 'reserve_price', 'deposit', 'extend_seconds', 'auction_time'] as const) delete out[k];
  if (out.kind === 2) delete out.price;
  return out;
}

/** The fields a change request may hold by kind (contract: "Goods change request"), in diff order. */
const SHARED = ['title', 'cover', 'images', 'description', 'specs', 'shipping_fee'] as const;
export const CHANGEABLE: Record<1 | 2, readonly (keyof GoodsPayload)[]> = {
  1: [...SHARED, 'price', 'stock'],
  2: [...SHARED.filter((f) => f !== 'specs'), 'start_price', 'increment', 'reserve_price', 'deposit', 'start_time', 'end_time', 'extend_seconds'],
};
const MONEY = new Set<keyof GoodsPayload>(['shipping_fee', 'price', 'start_price', 'increment', 'reserve_price', 'deposit']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a change request sends: only the kind's changeable fields whose value differs from the
 * item's now (amounts compared as amounts, so 9 and 9.00 are the same; an emptied optional amount
 * is 0).
 */
export function changedFields(current: GoodsDetail, next: GoodsPayload): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of CHANGEABLE[current.kind]) {
    const before = (current as unknown as Record<string, unknown>)[f];
    let after: unknown = next[f];
    if (MONEY.has(f)) {
      if (after === undefined) after = '0.00';
      if (fen(after) !== null && fen(after) === fen(before)) continue;
    } else if (f === 'images' || f === 'specs') {
      after = after ?? [];
    }
    if (after === undefined || same(before, after) || (typeof after === 'number' && Number(before) === after)) continue;
    out[f] = after;
  }
  return out;
}
