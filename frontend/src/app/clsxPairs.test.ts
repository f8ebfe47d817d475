import { describe, expect, it } from 'vitest';
import { clsx } from 'clsx';
import { clsxPairs } from './clsxPairs';

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS: unknown[] = ['ant-btn-lg', 'ant-btn-sm', 'ant-btn-primary', 'a', '', ' ', '0', '12', '1a', '__proto__', 'toString', 'ant-btn-lg', 7, undefined, null, true, Symbol.for('s')];
const VALUES: unknown[] = [true, false, 0, 1, '', 'x', null, undefined, NaN, {}, [], 'primary'];

/** The literal the pairs stand for, defined key by key as an object literal defines them. */
function literalOf(pairs: unknown[]): Record<PropertyKey, unknown> {
  const object: Record<PropertyKey, unknown> = {};
  for (let i = 0; i < pairs.length; i += 2) object[pairs[i] as PropertyKey] = undefined;
  for (const key of Reflect.ownKeys(object)) delete object[key];
  for (let i = 0; i < pairs.length; i += 2) Object.defineProperty(object, pairs[i] as PropertyKey, { value: pairs[i + 1], enumerable: true, writable: true, configurable: true });
  return object;
}

describe('clsxPairs', () => {
  it("joins the keys whose values are truthy, in the literal's order", () => {
    expect(clsxPairs('ant-btn', true, 'ant-btn-lg', false, 'ant-btn-primary', 'primary', 'ant-btn-block', undefined)).toBe('ant-btn ant-btn-primary');
    expect(clsxPairs()).toBe('');
    expect(clsxPairs('a', 0, 'b', '')).toBe('');
  });

  it('keeps a repeated key where it first stood, with the value it was given last', () => {
    expect(clsxPairs('a', true, 'b', true, 'a', false)).toBe('b');
    expect(clsxPairs('a', false, 'b', true, 'a', true)).toBe('a b');
  });

  it('puts array-index keys first and names non-string keys as the literal does', () => {
    expect(clsxPairs('x', true, '12', true, '3', true)).toBe('3 12 x');
    expect(clsxPairs(undefined, true, 7, 1, Symbol.for('s'), true)).toBe('7 undefined');
  });

  it('gives what clsx gives for the object literal, for 20 000 random literals', () => {
    for (let seed = 1; seed <= 20_000; seed += 1) {
      const next = random(seed);
      const pairs: unknown[] = [];
      const length = Math.floor(next() * 9);
      for (let i = 0; i < length; i += 1) pairs.push(KEYS[Math.floor(next() * KEYS.length)], VALUES[Math.floor(next() * VALUES.length)]);
      expect(clsxPairs(...pairs), `seed ${seed}`).toBe(clsx(literalOf(pairs)));
      expect(clsx('ant-btn', clsxPairs(...pairs), 'x'), `seed ${seed}`).toBe(clsx('ant-btn', literalOf(pairs), 'x'));
    }
  });
});
