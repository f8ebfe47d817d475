// Test support for the lean Babel helpers: seeded scenarios that can be built twice identically
// (same symbols, same shared values, same accessor functions), a log of every getter, setter and
// conversion call, and a snapshot of an object's own properties to compare the outcomes.

/** A small deterministic PRNG (mulberry32), so a failing seed can be replayed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const log: string[] = [];
export const SYMBOLS = [Symbol('s1'), Symbol('s2'), Symbol.iterator];
export const SHARED = [{ shared: 0 }, [1, 2], () => 'fn'];
export const STRING_KEYS = ['a', 'b', 'c', '0', '1', '10', '__proto__', 'constructor', 'toString', 'ro', 'acc'];
export const KEYS: PropertyKey[] = [...STRING_KEYS, ...SYMBOLS];
export const VALUES: unknown[] = [undefined, null, 0, -0, 1, NaN, '', 'x', true, 10n, ...SHARED, SYMBOLS[0]];

// Accessors are shared between the two builds of a scenario, so descriptors compare equal.
export const GETTERS = KEYS.map((k) => function get(this: unknown) {
  log.push(`get ${String(k)}`);
  return `got ${String(k)}`;
});
export const SETTERS = KEYS.map((k) => function set(this: unknown, v: unknown) {
  log.push(`set ${String(k)} ${typeof v}`);
});

export function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

/** An object with random own properties: data (sometimes non-enumerable / read-only /
 *  non-configurable) or accessors, string or symbol keys, sometimes an own `__proto__`. */
export function randomObject(r: () => number, proto: object | null = Object.prototype, o = Object.create(proto) as Record<PropertyKey, unknown>): Record<PropertyKey, unknown> {
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i += 1) {
    const ki = Math.floor(r() * KEYS.length);
    const key = KEYS[ki];
    const kind = r();
    if (Object.prototype.hasOwnProperty.call(o, key)) continue;
    if (kind < 0.55) Object.defineProperty(o, key, { value: pick(r, VALUES), enumerable: true, writable: true, configurable: true });
    else if (kind < 0.7) Object.defineProperty(o, key, { value: pick(r, VALUES), enumerable: r() < 0.5, writable: r() < 0.5, configurable: r() < 0.5 });
    else if (kind < 0.85) Object.defineProperty(o, key, { get: GETTERS[ki], set: r() < 0.5 ? SETTERS[ki] : undefined, enumerable: r() < 0.8, configurable: r() < 0.8 });
      // An own `__proto__` data property, as a computed key in a literal makes.
    else if (!Object.prototype.hasOwnProperty.call(o, '__proto__')) Object.defineProperty(o, '__proto__', { value: pick(r, VALUES), enumerable: true, writable: true, configurable: true });
  }
  return o;
}

/** A prototype with logging setters and a read-only property, to catch assignments that should
 *  have been definitions. */
export function trapProto(r: () => number): object {
  const p = {};
  Object.defineProperty(p, 'acc', { get: GETTERS[KEYS.indexOf('acc')], set: SETTERS[KEYS.indexOf('acc')], enumerable: true, configurable: true });
  Object.defineProperty(p, 'ro', { value: 'inherited', writable: false, enumerable: true, configurable: true });
  return randomObject(r, null, p);
}

function tag(v: unknown): unknown {
  const shared = SHARED.indexOf(v as never);
  if (shared >= 0) return `shared ${shared}`;
  if (typeof v === 'function') {
    const g = GETTERS.indexOf(v as never);
    const s = SETTERS.indexOf(v as never);
    return g >= 0 ? `getter ${g}` : s >= 0 ? `setter ${s}` : `function ${v.name}`;
  }
  if (typeof v === 'symbol') return `symbol ${String(v)}`;
  if (typeof v === 'bigint') return `bigint ${v}`;
  if (Object.is(v, -0)) return 'minus zero';
  if (typeof v === 'number' && Number.isNaN(v)) return 'NaN';
  return v;
}

/** Everything observable about an object's own properties, in order. */
export function snapshot(o: object): unknown {
  return {
    extensible: Object.isExtensible(o),
    props: Reflect.ownKeys(o).map((k) => {
      const d = Object.getOwnPropertyDescriptor(o, k)!;
      return [String(k), tag(d.value), tag(d.get), tag(d.set), d.writable, d.enumerable, d.configurable];
    }),
  };
}

/** Runs `f`, returning its outcome (error class or the returned object's identity) and the log. */
export function outcome(f: () => unknown, target: object): unknown {
  log.length = 0;
  let result: unknown;
  try {
    const r = f();
    result = r === target ? 'target' : tag(r);
  } catch (e) {
    result = `threw ${(e as Error).constructor.name}`;
  }
  return { result, log: [...log], target: snapshot(target) };
}
