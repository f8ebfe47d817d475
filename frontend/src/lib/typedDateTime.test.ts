import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMATS, parseTypedDateTime } from './typedDateTime';

const shown = (text: string) => parseTypedDateTime(text)?.format(DATE_TIME_FORMATS[0]) ?? null;

describe('a date-time typed into a picker', () => {
  it('is read in the shape the picker shows', () => {
    expect(shown('2026-12-11 08:30')).toBe('2026-12-11 08:30');
  });

  it('is read without leading zeros, with slashes, dots or 年月日, and with seconds', () => {
    for (const t of ['2026-12-11 8:30', '2026/12/11 08:30', '2026.12.11 8:30', '2026年12月11日 8:30', ' 2026-12-11 08:30:00 ']) expect(shown(t), t).toBe('2026-12-11 08:30');
    expect(shown('2026-1-5 9:05')).toBe('2026-01-05 09:05');
  });

  it('is refused when it is not a real date and time', () => {
    for (const t of ['2026-13-01 08:30', '2026-02-30 08:30', '2026-12-11 25:00', '明天上午', '']) expect(shown(t), t).toBeNull();
  });
});
