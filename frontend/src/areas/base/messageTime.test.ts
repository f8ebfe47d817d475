import { describe, expect, it } from 'vitest';
import { messageTime } from './messageTime';

// 2025-11-21 12:00:00 China time.
const NOON = 1763697600;

describe('message times', () => {
  it('a message older than two days shows yyyy-mm-dd hh:mm:ss in China time', () => {
    expect(messageTime(NOON - 3 * 86400 - 3 * 3600 - 55 * 60 - 7, NOON)).toBe('2025-11-18 08:04:53');
  });

  it('recent messages stay relative', () => {
    expect(messageTime(NOON - 10, NOON)).toBe('刚刚');
    expect(messageTime(NOON - 36 * 3600, NOON)).toBe('1天前');
  });
});
