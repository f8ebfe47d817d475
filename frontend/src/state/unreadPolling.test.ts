import { describe, expect, it } from 'vitest';
import { unreadFrom } from './unreadPolling';

describe('unreadFrom', () => {
  it('takes the unread count from a successful stats answer', () => {
    expect(unreadFrom({ code: 200, data: { un_read: 120 } })).toBe(120);
    expect(unreadFrom({ code: 200, data: { un_read: 0 } })).toBe(0);
  });

  it('ignores failed answers and malformed counts so the badge keeps its last value', () => {
    expect(unreadFrom({ code: 0 })).toBeNull();
    expect(unreadFrom({ code: 500, data: { un_read: 3 } })).toBeNull();
    expect(unreadFrom({ code: 200, data: null })).toBeNull();
    expect(unreadFrom({ code: 200, data: { un_read: -1 } })).toBeNull();
  });
});
