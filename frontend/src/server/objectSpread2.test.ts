import babelObjectSpread2 from '@babel/runtime/helpers/esm/objectSpread2';
import { describe, expect, it } from 'vitest';
import { outcome, pick, randomObject, rng, snapshot, SYMBOLS, trapProto, VALUES } from './helperCheck';
import objectSpread2 from './objectSpread2';

type Obj = Record<PropertyKey, unknown>;

/** One seeded call: a target (plain, with a trapping prototype, null-prototype, sometimes not
 *  extensible or with read-only own keys) and up to six sources in spread and literal positions. */
function scenario(seed: number): { target: Obj; args: unknown[] } {
  const r = rng(seed);
  const shape = r();
  let target: Obj;
  if (shape < 0.3) target = {};
  else if (shape < 0.7) target = randomObject(r, trapProto(r));
  else target = randomObject(r, null);
  if (r() < 0.1) Object.preventExtensions(target);
  const args: unknown[] = [];
  const n = Math.floor(r() * 7);
  for (let i = 1; i <= n; i += 1) {
    const kind = r();
    if (i % 2 === 1) {
      // Spread position: anything `...x` may see.
      if (kind < 0.1) args.push(pick(r, [null, undefined]));
      else if (kind < 0.2) args.push(pick(r, ['xyz', 5, true, 10n, SYMBOLS[0]]));
      else if (kind < 0.3) args.push(pick(r, VALUES));
      else if (kind < 0.45) args.push(randomObject(r, trapProto(r)));
      else args.push(randomObject(r));
    } else if (kind < 0.1) args.push(pick(r, [null, undefined, 'ab']));
    else if (kind < 0.5) {
      // Literal position as Babel emits it: plain data properties.
      const lit: Obj = {};
      for (let k = Math.floor(r() * 4); k > 0; k -= 1) lit[pick(r, ['a', 'b', '1', 'ro', 'acc', SYMBOLS[1]])] = pick(r, VALUES);
      args.push(lit);
    } else args.push(randomObject(r));
  }
  return { target, args };
}

function both(seed: number): [unknown, unknown] {
  const a = scenario(seed);
  const expected = outcome(() => babelObjectSpread2(a.target, ...a.args), a.target);
  const b = scenario(seed);
  const actual = outcome(() => objectSpread2(b.target, ...b.args), b.target);
  return [actual, expected];
}

describe('the server objectSpread2', () => {
  it('gives the same target, calls and errors as Babel’s helper over 5 000 generated calls', () => {
    for (let seed = 1; seed <= 5000; seed += 1) {
      const [actual, expected] = both(seed);
      expect(actual, `seed ${seed}`).toEqual(expected);
    }
  });

  it('defines rather than assigns an own __proto__ key, in both positions', () => {
    for (const position of [1, 2]) {
      const source = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Obj;
      const args = position === 1 ? [source] : [{}, source];
      const ours = objectSpread2({}, ...args);
      const babels = babelObjectSpread2({}, ...args);
      expect(Object.getPrototypeOf(ours)).toBe(Object.prototype);
      expect(snapshot(ours)).toEqual(snapshot(babels));
    }
  });

  it('copies a getter in a literal position as a getter, and calls one in a spread position', () => {
    let calls = 0;
    const withGetter = {
      get g() {
        calls += 1;
        return calls;
      },
    };
    const literal = objectSpread2({}, {}, withGetter);
    expect(calls).toBe(0);
    expect(Object.getOwnPropertyDescriptor(literal, 'g')?.get).toBeTypeOf('function');
    const spread = objectSpread2({}, withGetter);
    expect(Object.getOwnPropertyDescriptor(spread, 'g')).toEqual({ value: 1, writable: true, enumerable: true, configurable: true });
  });

  it('copies only enumerable own symbols in a spread position, and all of them in a literal one', () => {
    const source = { [SYMBOLS[0]]: 1 };
    Object.defineProperty(source, SYMBOLS[1], { value: 2, enumerable: false, writable: true, configurable: true });
    expect(Reflect.ownKeys(objectSpread2({}, source))).toEqual([SYMBOLS[0]]);
    expect(Reflect.ownKeys(objectSpread2({}, {}, source))).toEqual([SYMBOLS[0], SYMBOLS[1]]);
  });

  it('collects a spread source’s keys before reading any value, as Babel does', () => {
    // A getter that adds keys while the spread runs: Babel copies only the keys there at the start.
    const source: Obj = {};
    Object.defineProperty(source, 'a', {
      enumerable: true,
      get() {
        source.late = 1;
        source[SYMBOLS[0]] = 2;
        return 0;
      },
    });
    expect(Reflect.ownKeys(objectSpread2({}, source))).toEqual(['a']);
  });

  it('spreads a string by its characters and ignores null and undefined', () => {
    expect(objectSpread2({}, 'ab', null, undefined)).toEqual(babelObjectSpread2({}, 'ab', null, undefined));
    expect(objectSpread2({}, 'ab')).toEqual({ 0: 'a', 1: 'b' });
  });
});
