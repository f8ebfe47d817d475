import { describe, expect, it } from 'vitest';
import { halfWidthNumber, lengthLimit } from './typedText';

describe('typed text', () => {
  it('full-width digits and signs typed with a Chinese input method become ASCII', () => {
    expect(halfWidthNumber('１２３．４５')).toBe('123.45');
    expect(halfWidthNumber('－５')).toBe('-5');
    expect(halfWidthNumber('１０，０００')).toBe('10,000');
  });

  it('anything else is left exactly as typed, so the rule can refuse it', () => {
    for (const s of ['123.456', '-5', '200', 'abc', '1e3', '']) expect(halfWidthNumber(s)).toBe(s);
  });

  it('a length limit shows the count and never cuts what was pasted', () => {
    const props = lengthLimit(50);
    expect(props).toEqual({ count: { show: true, max: 50 } });
    expect(props).not.toHaveProperty('maxLength');
  });
});
