// Plain value checks every area's form rules are built from (lengths as the server counts them,
// CN mobiles, yuan amounts, China-time dates). Pure, so each area's rules.ts stays a table.

/** Length in characters (code points), as the server counts them. */
export const charLen = (s: string): number => [...s].length;

export const isMobile = (s: string): boolean => /^1[3-9]\d{9}$/.test(s);

/** A stored image URL (the sandbox's files, or an https CDN). */
export const isImageUrl = (s: string): boolean => s.startsWith('/sandbox-files/') || s.startsWith('https://');

const CST_OFFSET_MS = 8 * 3600 * 1000;

/** Today's date in China (`YYYY-MM-DD`), whatever the browser's zone. */
export function chinaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether `s` is a `YYYY-MM-DD` date that exists. */
export function realDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Days from `a` to `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(b) - t(a)) / 86_400_000);
}

/** A yuan amount with at most 2 decimals, in fen (exact integer arithmetic); null when it is not one. */
export function fen(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as a yuan string with 2 decimals (`123456` → `1234.56`). */
export const yuan = (f: number): string => `${Math.trunc(f / 100)}.${String(f % 100).padStart(2, '0')}`;

// Identity numbers (help cases' beneficiaries, organisations, micro organisations' leaders).

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * GB 11643 居民身份证号: 17 digits and a check character (`x` counts as `X`), whose birth date
 * exists and is not after `today` (when given).
 */
export function idCardValid(raw: string, today?: string): boolean {
  const s = raw.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(s)) return false;
  const birth = `${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}`;
  if (!realDate(birth) || (today !== undefined && birth > today)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(s[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === s[17];
}

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100 统一社会信用代码: 18 characters, the last a check character over the first 17. */
export function creditCodeValid(code: string): boolean {
  const c = code.toUpperCase();
  if (c.length !== 18) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = ALPHABET.indexOf(c[i]);
    if (v < 0) return false;
    sum += v * WEIGHTS[i];
  }
  return ALPHABET[(31 - (sum % 31)) % 31] === c[17];
}
