// A page about one item: its loader's answer, the item's title in the page's tag, and the load
// error shown the same way on every such page.
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import type { LoadFn } from './page';
import { useTagSubject } from './useTagSubject';

/** The item of `key`, named in the page's tag; or, when it failed to load, the page to show instead. */
export function useItem<T extends { title: string }, K extends string>(load: LoadFn<K>, key: K, what: string): { item: T } | { view: ReactNode } {
  const loaded = load<T>(key);
  useTagSubject(loaded.ok ? loaded.data.title : null);
  return loaded.ok ? { item: loaded.data } : { view: <LoadError what={what} msg={loaded.msg} /> };
}
