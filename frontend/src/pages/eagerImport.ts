// The server bundle's stand-in for `import('./X')` in an area's index file (build.mjs plugin
// scripts/eager-area-pages.mjs): the module is imported statically and wrapped in a thenable
// that runs `then` callbacks at once. So an area's page loader,
// `() => import('./X').then((m) => m.Page)`, hands the server its page synchronously: the V8
// render is one synchronous call with no module loader, and it must draw the page itself.

/** A thenable whose value is already there. */
export interface Eager<T> extends PromiseLike<T> {
  readonly eager: true;
  readonly value: T;
}

export function eagerImport<T>(value: T): Eager<T> {
  return {
    eager: true,
    value,
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      const next: unknown = onFulfilled ? onFulfilled(value) : value;
      if (isThenable(next) && isEager(next)) return next as Eager<R1>;
      if (isThenable(next)) throw new Error('eagerImport: a page loader returned a real promise in the server bundle');
      return eagerImport(next as R1);
    },
  };
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}

export function isEager<T>(v: PromiseLike<T>): v is Eager<T> {
  return (v as Partial<Eager<T>>).eager === true;
}

/** The value of a loader's result in the server bundle; throws if the import was not made eager. */
export function eagerValue<T>(p: PromiseLike<T>, what: string): T {
  if (isEager(p)) return p.value;
  throw new Error(`${what}: its import() is not eager (only an area's index.ts gets scripts/eager-area-pages.mjs)`);
}
