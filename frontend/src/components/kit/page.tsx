// Pages declare the loader keys they read. `definePage(['detail'], Page)` gives the page a
// `load('detail')` typed to those keys only, and keeps the list on the component so a test
// (routes/loaderKeys.test.ts) can check it against the route table: a key the route does not
// declare fails there instead of showing 数据未加载 at run time.
import type { ComponentType, ReactNode } from 'react';
import type { Envelope } from '../../lib/http';
import type { LoaderData } from '../../lib/loaders';
import type { PageProps, Reads } from '../../pages/types';

/** A loader's result: its data when the call succeeded, or the message to show instead. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

export function pick<T>(data: LoaderData, key: string): Loaded<T> {
  const env: Envelope | undefined = data[key];
  if (!env) return { ok: false, msg: '数据未加载' };
  if (env.code === 200 && env.data !== undefined && env.data !== null) return { ok: true, data: env.data as T };
  return { ok: false, msg: env.msg || '数据加载失败' };
}

/** Reads one declared loader key. */
export type LoadFn<K extends string> = <T>(key: K) => Loaded<T>;

export type DeclaredPageProps<K extends string> = PageProps & { load: LoadFn<K> };

export type DeclaredPage = ComponentType<PageProps> & { reads: Reads };

export function definePage<N extends string, O extends string = never>(
  needs: readonly N[],
  Page: (props: DeclaredPageProps<N | O>) => ReactNode,
  optional: readonly O[] = [],
): DeclaredPage {
  const Declared = (props: PageProps) => <Page {...props} load={(key) => pick(props.data, key)} />;
  Declared.displayName = `Declared(${Page.name || 'Page'})`;
  return Object.assign(Declared, { reads: { needs, optional } });
}

/** A page that reads no loader data. */
export const noLoaders = (Page: ComponentType<PageProps>): DeclaredPage => Object.assign(Page, { reads: { needs: [], optional: [] } });
