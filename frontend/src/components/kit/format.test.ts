import { describe, expect, it } from 'vitest';
import { EMPTY, dateTime, money, orEmpty } from './format';

describe('the one format module', () => {
  it('prints money with thousands separators and two decimals', () => {
    expect(money('1234567.5')).toBe('¥1,234,567.50');
    expect(money(80000)).toBe('¥80,000.00');
    expect(money('0')).toBe('¥0.00');
  });

  it('prints an absent or unreadable amount as the one empty mark', () => {
    for (const v of [null, undefined, '', 'abc']) expect(money(v)).toBe(EMPTY);
  });

  it('prints times as yyyy-mm-dd hh:mm:ss in China time', () => {
    expect(dateTime(1700000000)).toBe('2023-11-15 06:13:20');
    expect(dateTime(null)).toBe(EMPTY);
  });

  it('prints empty values one way', () => {
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(null)).toBe(EMPTY);
    expect(orEmpty(0)).toBe('0');
  });
});
