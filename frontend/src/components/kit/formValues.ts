// Moving a form's plain fields between the API's JSON and antd's values: texts trimmed (empty
// ones left out), numbers parsed. Each area's form module adds its own shaped fields (dates,
// regions, images) around these.
import type { Dayjs } from 'dayjs';
import dayjs from '../../lib/dayjs';

/** A text or number as trimmed text; undefined when empty or of another type. */
export const trimmed = (v: unknown): string | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

/** A finite number (from a number or numeric text); undefined when empty or not one. */
export const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Copies `texts` (trimmed) and `numbers` of `src` into `out`, leaving out the empty ones; then
 * `typed`, trimmed too: the numbers a form holds as typed (amounts, an age) rather than as numbers.
 */
export function copyPlain(src: object, out: object, texts: readonly string[], numbers: readonly string[], typed: readonly string[] = []): void {
  const from = src as Record<string, unknown>;
  const to = out as Record<string, unknown>;
  for (const k of texts) {
    const s = trimmed(from[k]);
    if (s !== undefined) to[k] = s;
  }
  for (const k of numbers) {
    const n = num(from[k]);
    if (n !== undefined) to[k] = n;
  }
  for (const k of typed) {
    const s = trimmed(from[k]);
    if (s !== undefined) to[k] = s;
  }
}

// Shaped fields the project forms share (/SJ, /SJM): dates, the region picker, one cover image.

/** A picked day as `YYYY-MM-DD`; undefined when none. */
export const dayText = (d: { isValid: () => boolean; format: (f: string) => string } | null | undefined): string | undefined =>
  d && d.isValid() ? d.format('YYYY-MM-DD') : undefined;

/** RegionPicker's value → `province`, `city`, `district` (the empty ones left out). */
export function regionFields(region: readonly string[] | undefined): { province?: string; city?: string; district?: string } {
  const [province, city, district] = region ?? [];
  return { ...(province ? { province } : {}), ...(city ? { city } : {}), ...(district ? { district } : {}) };
}

/** `province`, `city`, `district` of an answer → RegionPicker's value; undefined when none is set. */
export function regionValue(src: Record<string, unknown>): string[] | undefined {
  const region = [src.province, src.city, src.district].filter((x): x is string => typeof x === 'string' && x !== '');
  return region.length > 0 ? region : undefined;
}

/** A saved project's cover, images and region as its form holds them (the upload lists, the region picker). */
export function mediaValues(src: Record<string, unknown>): { cover: string[]; images: string[]; region?: string[] } {
  const region = regionValue(src);
  return { cover: typeof src.cover === 'string' && src.cover ? [src.cover] : [], images: imageList(src.images), ...(region ? { region } : {}) };
}

/** An answer's image list (URLs only). */
export const imageList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((u): u is string => typeof u === 'string' && u !== '') : []);

/** A `YYYY-MM-DD` answer as a picker's day; null when it is not one. */
export const parseDay = (s: unknown): Dayjs | null => (typeof s === 'string' && /^\d{4}-\d{2}-\d{2}/.test(s) ? dayjs(s.slice(0, 10), 'YYYY-MM-DD') : null);
