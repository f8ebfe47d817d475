// A route that shows one of two pages by its query, each in a chunk of its own (issue 37): the
// batch import's upload step is what the menu opens, and a staged batch (`?batch=<id>`) is a
// table of rows; the upload step need not load the table before it is interactive. In an area's
// index: `batchHelp: pageByQuery('batch', () => import('./Staged')…, () => import('./Upload')…)`.
//
// Before hydration the browser loads the page the address shows (entry-client awaits the loader),
// and the other once the page is interactive, so moving between the two is as quick as before.
// The server bundle and Vitest load both at once.
import { useEffect, useState } from 'react';
import { PageLoading } from '../app/PageLoading';
import { afterInteractive } from '../lib/swapCode';
import type { PageComponent, PageLoader, PageProps, Reads } from './types';

type Variant = 'with' | 'without';

/** `withKey` when the query has `key` (any value), `without` otherwise. */
export function pageByQuery(key: string, withKey: PageLoader, without: PageLoader): PageLoader {
  const loaders: Record<Variant, PageLoader> = { with: withKey, without };
  const pages: Partial<Record<Variant, PageComponent>> = {};
  const pending = new Map<Variant, Promise<PageComponent>>();
  const reads: Reads = { needs: [], optional: [] };

  const keep = (variant: Variant, page: PageComponent) => {
    pages[variant] = page;
    reads.needs = [...new Set([...reads.needs, ...page.reads.needs])];
    reads.optional = [...new Set([...reads.optional, ...page.reads.optional])];
    return page;
  };
  const load = (variant: Variant): Promise<PageComponent> => {
    let p = pending.get(variant);
    if (!p) {
      p = Promise.resolve(loaders[variant]()).then((page) => keep(variant, page));
      // A failed fetch may be retried by the next render that wants it.
      p.catch(() => pending.delete(variant));
      pending.set(variant, p);
    }
    return p;
  };
  const variantOf = (search: string): Variant => (new URLSearchParams(search).has(key) ? 'with' : 'without');

  function PageByQuery(props: PageProps) {
    const variant = variantOf(props.search);
    const Page = pages[variant];
    const [, loaded] = useState(0);
    useEffect(() => {
      if (Page) return;
      let live = true;
      // A chunk that fails to load (new deploy, offline) leaves nothing to render: as PageHost.
      load(variant).then(
        () => live && loaded((n) => n + 1),
        () => window.location.reload(),
      );
      return () => {
        live = false;
      };
    }, [Page, variant]);
    return Page ? <Page {...props} /> : <PageLoading />;
  }
  const chooser: PageComponent = Object.assign(PageByQuery, { reads });

  return () => {
    if (typeof window === 'undefined') {
      // Both pages at once. In the server bundle the imports are eager thenables, whose `then`
      // runs at once and stays eager (pages/eagerImport.ts): its render gets the page in time.
      return loaders.with().then((a) =>
        loaders.without().then((b) => {
          keep('with', a);
          keep('without', b);
          return chooser;
        }),
      );
    }
    const shown = variantOf(window.location.search);
    const other: Variant = shown === 'with' ? 'without' : 'with';
    return load(shown).then(() => {
      afterInteractive(() => void load(other).catch(() => undefined));
      return chooser;
    });
  };
}
