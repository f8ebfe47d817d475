// Time formatting of spec §9, ported from vue-element-admin's parseTime/formatTime.
//
// Times are shown in China Standard Time (UTC+8, no daylight saving) whatever the zone of
// the V8 host or the browser: the server render and the hydrating client must print the
// same text, and the product's users and data are in China.

/** China Standard Time's offset from UTC; China has kept no daylight saving since 1991. */
export const CST_OFFSET_MS = 8 * 3600 * 1000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

export type TimeInput = number | string | Date;

/** Milliseconds since the epoch; 10-digit numbers (or digit strings) are seconds. */
export function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'string') {
    if (/^\d+$/.test(time)) return toMillis(Number.parseInt(time, 10));
    // "2024-01-02 03:04:05" is read as a China time, like the product does.
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(time.trim());
    if (m) {
      const [, y, mo, d, h = '0', i = '0', s = '0'] = m;
      return Date.UTC(+y, +mo - 1, +d, +h, +i, +s) - CST_OFFSET_MS;
    }
    return new Date(time).getTime();
  }
  return String(Math.trunc(time)).length === 10 ? time * 1000 : time;
}

interface Parts {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  a: number;
}

function cstParts(ms: number): Parts {
  const d = new Date(ms + CST_OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    i: d.getUTCMinutes(),
    s: d.getUTCSeconds(),
    a: d.getUTCDay(),
  };
}

/**
 * Formats a time with `{y}{m}{d}{h}{i}{s}{a}` placeholders (default `{y}-{m}-{d} {h}:{i}:{s}`);
 * returns null for an empty or invalid time.
 */
export function parseTime(time: TimeInput | null | undefined, format = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  if (time === null || time === undefined || time === '' || time === 0) return null;
  const ms = toMillis(time);
  if (!Number.isFinite(ms)) return null;
  const parts = cstParts(ms);
  return format.replace(/{([ymdhisa])+}/g, (_match, key: keyof Parts) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[value];
    return String(value).padStart(2, '0');
  });
}

/**
 * A relative time against `now` (seconds, so the server and the client agree): under 30 s
 * '刚刚', under an hour 'N分钟前', under a day 'N小时前', under two days '1天前', else
 * 'M月D日H时m分' (or `format` through parseTime when given).
 */
export function formatTime(time: TimeInput, now: number, format?: string): string {
  const ms = toMillis(time);
  const diff = (toMillis(now) - ms) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  if (format) return parseTime(ms, format) ?? '';
  const p = cstParts(ms);
  return `${p.m}月${p.d}日${p.h}时${p.i}分`;
}
