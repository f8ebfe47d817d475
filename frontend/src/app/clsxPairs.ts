// What `clsx({[k1]: v1, [k2]: v2, …})` returns, without building the object
// (scripts/clsx-pairs.mjs rewrites antd's and rc-component's calls to this at build time).
//
// Why: antd writes each component's class list as an object literal with computed keys
// (`{[`${prefixCls}-lg`]: size === 'large', …}` — fourteen for a Button). V8 defines every
// computed key through a runtime call that internalises the fresh key string, and clsx then walks
// the object with for-in and megamorphic loads. On a list page that was ~8 % of a server render
// (perf). Here the keys stay plain arguments and only the truthy ones are joined.
import { clsx } from 'clsx';

/**
 * `clsx`'s text for an object literal whose keys and values are given in pairs, in source order.
 * The fast path takes string keys that start with no digit and occur once; anything else (a
 * repeated key, an array-index-like key, a non-string key) builds the object as the literal would
 * and hands it to clsx, so the result is the same for every input.
 */
export function clsxPairs(...pairs: unknown[]): string {
  const n = pairs.length;
  let out = '';
  for (let i = 0; i < n; i += 2) {
    const key = pairs[i];
    if (typeof key !== 'string' || startsWithDigit(key)) return viaObject(pairs);
    if (!pairs[i + 1]) continue;
    for (let j = 0; j < n; j += 2) if (j !== i && pairs[j] === key) return viaObject(pairs);
    out = out ? `${out} ${key}` : key;
  }
  return out;
}

/** An array index ("0", "12") is enumerated before other keys; such keys go the exact path. */
function startsWithDigit(key: string): boolean {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57;
}

function viaObject(pairs: unknown[]): string {
  const object: Record<PropertyKey, unknown> = {};
  for (let i = 0; i < pairs.length; i += 2) {
    // Defined, not assigned, as a literal's keys are: `__proto__` stays an own key.
    Object.defineProperty(object, pairs[i] as PropertyKey, { value: pairs[i + 1], enumerable: true, writable: true, configurable: true });
  }
  return clsx(object);
}
