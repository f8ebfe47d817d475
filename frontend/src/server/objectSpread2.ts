// Server bundle only (build.mjs aliases @babel/runtime's objectSpread2 here): the same
// semantics as Babel's helper, without its per-key closure, `ownKeys` filter and
// `toPropertyKey` calls. antd and rc-* spread props with it thousands of times per render, and it
// was ~12 % of a list page's server render time.
//
// Babel calls it as `_objectSpread2(target, spread1, literal1, spread2, …)`: odd positions are
// spread sources (own enumerable keys, copied by value as `_defineProperty` does), even
// positions are object literals (copied with their property descriptors).

type Obj = Record<PropertyKey, unknown>;

function defineValue(target: Obj, key: PropertyKey, value: unknown): void {
  // `_defineProperty`: keys already present (own or inherited, e.g. `__proto__`) are defined,
  // not assigned, so no setter runs.
  if (key in target) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  else target[key] = value;
}

export default function objectSpread2(target: Obj, ...sources: unknown[]): Obj {
  for (let i = 0; i < sources.length; i += 1) {
    const source = sources[i] == null ? {} : Object(sources[i]);
    if (i % 2 === 0) {
      const keys = Object.keys(source);
      for (let k = 0; k < keys.length; k += 1) defineValue(target, keys[k], source[keys[k]]);
      const symbols = Object.getOwnPropertySymbols(source);
      for (let k = 0; k < symbols.length; k += 1) {
        if (Object.prototype.propertyIsEnumerable.call(source, symbols[k])) defineValue(target, symbols[k], source[symbols[k]]);
      }
    } else {
      Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
    }
  }
  return target;
}
