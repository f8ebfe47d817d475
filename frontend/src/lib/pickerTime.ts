// Date-time pickers hold China time, whatever the browser's zone.
//
// antd's pickers read and write a Dayjs through its local fields (hour(), date(), …), i.e. in the
// browser's zone, while every time the product shows is China time (time.ts). So a picker's value
// here is a "wall clock": a local Dayjs whose fields ARE the China date and time. Seconds go in
// and out only through these two functions, so 09:00 typed on a PC set to UTC is 09:00 Beijing,
// and the server render (V8 in the host's zone) and the browser show the same text.
//
// A China wall-clock time that does not exist in the browser's zone (a daylight-saving gap, e.g.
// 02:30 on a spring-forward night in Europe) moves by the gap; China has no such gaps.
import type { Dayjs } from 'dayjs';
import dayjs from './dayjs';
import { CST_OFFSET_MS } from './time';

/** The picker value showing the China time of Unix `seconds`; null for none (0, missing, not a number). */
export function pickerFromSeconds(seconds: unknown): Dayjs | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const c = new Date(seconds * 1000 + CST_OFFSET_MS);
  return dayjs(new Date(c.getUTCFullYear(), c.getUTCMonth(), c.getUTCDate(), c.getUTCHours(), c.getUTCMinutes(), c.getUTCSeconds()));
}

/** Unix seconds of the China time a picker shows; undefined for an empty or invalid value. */
export function secondsFromPicker(d: Dayjs | null | undefined): number | undefined {
  if (!d || !d.isValid()) return undefined;
  return (Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second()) - CST_OFFSET_MS) / 1000;
}

/** The picker value of China's now (`nowMs`: the moment, default the clock). */
export const pickerNow = (nowMs: number = Date.now()): Dayjs => pickerFromSeconds(Math.floor(nowMs / 1000)) as Dayjs;
