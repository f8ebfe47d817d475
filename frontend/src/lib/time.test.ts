import { describe, expect, it } from 'vitest';
import { formatTime, parseTime } from './time';

// 2025-11-21 12:00:00 China time.
const NOON = 1763697600;

describe('parseTime', () => {
  it('formats 10-digit numbers as seconds in China time', () => {
    expect(parseTime(NOON)).toBe('2025-11-21 12:00:00');
  });

  it('formats 13-digit numbers as milliseconds', () => {
    expect(parseTime(NOON * 1000)).toBe('2025-11-21 12:00:00');
  });

  it('reads digit strings like numbers', () => {
    expect(parseTime(String(NOON), '{y}/{m}/{d}')).toBe('2025/11/21');
  });

  it('pads every field and names the weekday in Chinese', () => {
    expect(parseTime(1704139445, '{y}-{m}-{d} {h}:{i}:{s} 星期{a}')).toBe('2024-01-02 04:04:05 星期二');
  });

  it('returns null for an empty time', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime('')).toBeNull();
  });
});

describe('formatTime', () => {
  it('says 刚刚 under 30 seconds', () => {
    expect(formatTime(NOON - 29, NOON)).toBe('刚刚');
  });

  it('counts minutes under an hour, rounding up', () => {
    expect(formatTime(NOON - 30, NOON)).toBe('1分钟前');
    expect(formatTime(NOON - 61, NOON)).toBe('2分钟前');
  });

  it('counts hours under a day', () => {
    expect(formatTime(NOON - 3600, NOON)).toBe('1小时前');
    expect(formatTime(NOON - 5 * 3600 - 1, NOON)).toBe('6小时前');
  });

  it('says 1天前 under two days', () => {
    expect(formatTime(NOON - 36 * 3600, NOON)).toBe('1天前');
  });

  it('prints the date without padding after two days', () => {
    expect(formatTime(NOON - 3 * 86400 - 3 * 3600 - 55 * 60, NOON)).toBe('11月18日8时5分');
  });

  it('uses a parseTime format after two days when given', () => {
    expect(formatTime(NOON - 3 * 86400, NOON, '{y}-{m}-{d}')).toBe('2025-11-18');
  });
});
