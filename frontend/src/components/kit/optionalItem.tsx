// Pages on a route with an optional id (`edit_link/:id?`): with the id they show one item (read
// through its loader, which runs only then), without it a list to choose from. One place decides
// which, and shows the item's load error the same way everywhere.
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import type { LoadFn } from './page';
import { useTagSubject } from './useTagSubject';

type OptionalIdPage<K extends string> = { params: Record<string, string>; load: LoadFn<K> };

/** The item of `key` when the URL has an id; else what the page shows instead (`choose()`, or the load error). */
export function itemOr<T, K extends string>(
  page: OptionalIdPage<K>,
  key: K,
  what: string,
  choose: () => ReactNode,
): { item: T } | { view: ReactNode } {
  if (!page.params.id) return { view: choose() };
  const loaded = page.load<T>(key);
  return loaded.ok ? { item: loaded.data } : { view: <LoadError what={what} msg={loaded.msg} /> };
}

/**
 * The item a list is narrowed to when the URL has an id (`helpProcessList/:id`: one case's
 * progress), read through `key` and named in the page's tag; null for the whole list; or, when
 * it failed to load, the page to show instead.
 */
export function useListOwner<T extends { title: string }, K extends string>(page: OptionalIdPage<K>, key: K, what: string): { item: T | null } | { view: ReactNode } {
  const loaded = page.params.id ? page.load<T>(key) : null;
  useTagSubject(loaded?.ok ? loaded.data.title : null);
  if (loaded && !loaded.ok) return { view: <LoadError what={what} msg={loaded.msg} /> };
  return { item: loaded?.ok ? loaded.data : null };
}
