// Server bundle only (scripts/server-swaps.mjs aliases @babel/runtime's objectSpread2 here): the
// same semantics as Babel's helper, without its per-key closure, `ownKeys` filter and
// `toPropertyKey` calls. antd and rc-* spread props with it thousands of times per render, and it
// was ~12 % of a list page's server render time.
//
// Babel calls it as `_objectSpread2(target, spread1, literal1, spread2, …)`: odd positions are
// spread sources (own enumerable keys, copied by value as `_defineProperty` does), even
// positions are object literals (copied with their property descriptors).

type Obj = Record<PropertyKey, unknown>;

const isEnumerable = Object.prototype.propertyIsEnumerable;

function defineValue(target: Obj, key: PropertyKey, value: unknown): void {
  // `_defineProperty`: keys already present (own or inherited, e.g. `__proto__`) are defined,
  // not assigned, so no setter runs. An absent key on an extensible object: assignment creates
  // the same writable, enumerable, configurable property (and throws the same TypeError if not).
  if (key in target) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  else target[key] = value;
}

/** A spread position: Babel's `ownKeys(Object(t), true)` — every key, symbols filtered by
 *  enumerability, collected before any value is read — then `_defineProperty(e, k, t[k])`. */
function spread(target: Obj, value: unknown): void {
  const t = (value == null ? {} : value) as Obj;
  const source = Object(t) as Obj;
  const keys = Object.keys(source);
  const symbols = Object.getOwnPropertySymbols(source);
  let enumerableSymbols: symbol[] = symbols;
  if (symbols.length > 0) enumerableSymbols = symbols.filter((s) => isEnumerable.call(source, s));
  for (let k = 0; k < keys.length; k += 1) defineValue(target, keys[k], t[keys[k]]);
  for (let k = 0; k < enumerableSymbols.length; k += 1) defineValue(target, enumerableSymbols[k], t[enumerableSymbols[k]]);
}

/** A literal position: Babel's `Object.defineProperties(e, Object.getOwnPropertyDescriptors(t))`.
 *  Literals almost always hold plain data properties the target does not have yet; for those a
 *  plain assignment gives the same property, without the descriptor objects and the slow
 *  `defineProperties` builtin. Anything else (getters, non-enumerable or read-only properties,
 *  keys already present such as `__proto__`) is defined with its own descriptor, as Babel does.
 *  Reading descriptors runs no user code on ordinary objects, so reading each one just before
 *  defining it is indistinguishable from Babel's read-all-then-define-all. */
function literal(target: Obj, value: unknown): void {
  const source = Object(value == null ? {} : value) as Obj;
  const keys = Reflect.ownKeys(source);
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[k];
    const d = Object.getOwnPropertyDescriptor(source, key);
    if (d === undefined) continue;
    if (d.writable === true && d.enumerable === true && d.configurable === true && !(key in target)) target[key] = d.value;
    else Object.defineProperty(target, key, d);
  }
}

export default function objectSpread2(target: Obj, ...sources: unknown[]): Obj {
  for (let i = 0; i < sources.length; i += 1) {
    if (i % 2 === 0) spread(target, sources[i]);
    else literal(target, sources[i]);
  }
  return target;
}
