// Calendar days in China: deadlines and certificate dates are dates, and "today" is the Chinese
// today whatever the browser's zone (the sandbox's rules/dates.rs counts the same way).

const CST_OFFSET_MS = 8 * 3600 * 1000;

/** Today's date in China (`YYYY-MM-DD`), whatever the browser's zone. */
export function chinaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date that exists in the calendar (any four-digit year). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
