// Keeps what the user typed in a long form: a snapshot of the values in sessionStorage (per tab,
// so personal data does not outlive it), keyed by route and id. Written while typing and
// before every submit; read when the form opens again (after a failed call or a session that
// expired and a new login); cleared once the server has saved the form.

export interface StoredSnapshot<T> {
  savedAt: number;
  values: T;
}

/** Snapshots older than this are dropped rather than restored. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 3600 * 1000;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of one form: area, route and record (`new` for a form that creates one). */
export function snapshotKey(routeName: string, id?: string | number, area = 'SZ'): string {
  return `orgcenter:${area.toLowerCase()}-form:${routeName}:${id ?? 'new'}`;
}

/** The tab's sessionStorage, or null (server render, storage disabled). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function saveSnapshot<T>(store: KeyValueStore | null, key: string, values: T, now: number = Date.now()): void {
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify({ savedAt: now, values } satisfies StoredSnapshot<T>));
  } catch {
    // Quota exceeded or storage refused: the form still works, it just cannot be restored.
  }
}

export function loadSnapshot<T>(store: KeyValueStore | null, key: string, now: number = Date.now()): StoredSnapshot<T> | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSnapshot<T>>;
    if (typeof parsed.savedAt !== 'number' || typeof parsed.values !== 'object' || parsed.values === null) throw new Error('bad');
    if (now - parsed.savedAt > SNAPSHOT_MAX_AGE_MS || parsed.savedAt > now + 60_000) {
      store.removeItem(key);
      return null;
    }
    return { savedAt: parsed.savedAt, values: parsed.values as T };
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function clearSnapshot(store: KeyValueStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
