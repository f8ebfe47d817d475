// Server bundle only, for antd's ConfigProvider (scripts/server-swaps.mjs swaps rc-util's `set`
// module for this one in that file alone). Every render, ConfigProvider deep-merges the default
// form validation messages of two locales and two optional configs — the same constant objects
// each time, plus `{}` for the configs we do not set — which was ~6 % of a list page's render
// with the cached layout. Merging the same sources gives the same result, so it is kept, keyed by
// the identities of the sources that have keys (an empty plain object adds nothing to a merge).
// ConfigProvider only reads the result (it goes into a context); its sources are locale
// constants and configuration objects that are replaced, not mutated.
import { merge as rcMerge } from 'rc-util/es/utils/set';

export { default } from 'rc-util/es/utils/set';

type Source = Record<PropertyKey, unknown>;
interface Node {
  next: WeakMap<object, Node>;
  result?: unknown;
}

const root: Node = { next: new WeakMap() };

function isPlainObject(v: unknown): v is Source {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function merge<T extends object>(...sources: T[]): T {
  // Arrays and primitives change what a merge starts from: leave those to rc-util every time.
  if (!sources.every(isPlainObject)) return rcMerge(...sources);
  let node = root;
  for (const source of sources) {
    if (Reflect.ownKeys(source).length === 0) continue;
    let next = node.next.get(source);
    if (next === undefined) {
      next = { next: new WeakMap() };
      node.next.set(source, next);
    }
    node = next;
  }
  if (!('result' in node)) node.result = rcMerge(...sources);
  return node.result as T;
}
