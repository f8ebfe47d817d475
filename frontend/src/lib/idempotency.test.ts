import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are different every time and fit the header rules the BFF checks', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const k of keys) expect(k).toMatch(/^[\x21-\x7e]{1,128}$/);
  });
});
