// Pages on a route with an optional id (`edit_link/:id?`): with the id they show one item (read
// through its loader, which runs only then), without it a list to choose from. One place decides
// which, and shows the item's load error the same way everywhere.
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import type { LoadFn } from './page';

/** The item of `key` when the URL has an id; else what the page shows instead (`choose()`, or the load error). */
export function itemOr<T, K extends string>(
  page: { params: Record<string, string>; load: LoadFn<K> },
  key: K,
  what: string,
  choose: () => ReactNode,
): { item: T } | { view: ReactNode } {
  if (!page.params.id) return { view: choose() };
  const loaded = page.load<T>(key);
  return loaded.ok ? { item: loaded.data } : { view: <LoadError what={what} msg={loaded.msg} /> };
}
