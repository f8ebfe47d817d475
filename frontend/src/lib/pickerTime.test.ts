// The browser's zone must not move a typed time: these run with the process in zones other than
// China's (Node applies a TZ assigned at run time to every later Date).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toActivityPayload, toActivityValues } from '../areas/SX/activityForm';
import { toFormValues, toPayload } from '../areas/SP/goodsForm';
import { pickerFromSeconds, pickerNow, secondsFromPicker } from './pickerTime';
import dayjs from './dayjs';

// 2026-03-10 09:00 and 12:00 China time.
const NINE = Date.UTC(2026, 2, 10, 1) / 1000;
const NOON = NINE + 3 * 3600;
const shown = (d: ReturnType<typeof pickerFromSeconds>) => d?.format('YYYY-MM-DD HH:mm');

describe.each(['UTC', 'America/Los_Angeles'])('in a browser whose zone is %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in that zone, not China time', () => {
    expect(new Date(NINE * 1000).getTimezoneOffset()).not.toBe(-480);
  });

  it('a saved time shows in the picker as its China time', () => {
    expect(shown(pickerFromSeconds(NINE))).toBe('2026-03-10 09:00');
  });

  it('a time typed into the picker is saved as that China time', () => {
    expect(secondsFromPicker(dayjs('2026-03-10 09:00', 'YYYY-MM-DD HH:mm'))).toBe(NINE);
  });

  it('an activity typed as 09:00–12:00 saves 09:00–12:00 China time and reads back the same', () => {
    const typed = dayjs('2026-03-10 09:00', 'YYYY-MM-DD HH:mm');
    const payload = toActivityPayload({ title: '周末植树', time: [typed, typed.add(3, 'hour')], signup_end: typed.subtract(1, 'day') });
    expect([payload.start_time, payload.end_time, payload.signup_end]).toEqual([NINE, NOON, NINE - 86400]);
    const back = toActivityValues(payload as unknown as Parameters<typeof toActivityValues>[0]);
    expect(back.time?.map(shown)).toEqual(['2026-03-10 09:00', '2026-03-10 12:00']);
  });

  it("a lot's auction window opens in its change form as the China times it was saved with", () => {
    const values = toFormValues({ kind: 2, title: '拍品', start_time: NINE, end_time: NOON });
    expect(values.auction_time?.map(shown)).toEqual(['2026-03-10 09:00', '2026-03-10 12:00']);
    const payload = toPayload({ ...values, kind: 2 });
    expect([payload.start_time, payload.end_time]).toEqual([NINE, NOON]);
  });

  it("now in the picker is China's now", () => {
    // 2026-03-10 23:30 UTC is already 03-11 07:30 in China.
    expect(pickerNow(Date.UTC(2026, 2, 10, 23, 30)).format('YYYY-MM-DD HH:mm')).toBe('2026-03-11 07:30');
  });

  it('an empty or invalid picker value saves nothing, and no saved time shows empty', () => {
    expect(secondsFromPicker(null)).toBeUndefined();
    expect(secondsFromPicker(dayjs('not a date'))).toBeUndefined();
    expect(pickerFromSeconds(0)).toBeNull();
    expect(pickerFromSeconds(undefined)).toBeNull();
  });
});
