// The shapes a date-time may be typed in (China time, to the minute): the display format first
// (what the picker shows), then what people type without leading zeros or with other separators.
// antd's picker parses typed text strictly against each in turn, so 2026-12-11 8:30 and
// 2026/12/11 08:30 are taken as 2026-12-11 08:30 instead of being silently dropped.
import type { Dayjs } from 'dayjs';
import dayjs from './dayjs';

const DAYS = [['MM', 'DD'], ['M', 'D'], ['MM', 'D'], ['M', 'DD']];
const TIMES = ['HH:mm', 'H:mm', 'HH:mm:ss'];
const DATES = ['-', '/', '.'].flatMap((sep) => DAYS.map(([m, d]) => `YYYY${sep}${m}${sep}${d}`)).concat(DAYS.map(([m, d]) => `YYYY年${m}月${d}日`));

/** Every shape, the display format first (strict parsing needs each padding spelled out). */
export const DATE_TIME_FORMATS = DATES.flatMap((date) => TIMES.map((time) => `${date} ${time}`));

/** The picker value typed as `text` (trimmed), or null when it reads as none of the shapes. */
export function parseTypedDateTime(text: string): Dayjs | null {
  const t = text.trim();
  for (const f of DATE_TIME_FORMATS) {
    const d = dayjs(t, f, true);
    if (d.isValid()) return d;
  }
  return null;
}
