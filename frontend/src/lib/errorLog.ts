// Runtime errors collected for the navbar's error-log dialog (spec §8: production only).
// A tiny external store read with useSyncExternalStore; the server snapshot is always empty.

export interface ErrorLogEntry {
  message: string;
  info: string;
  url: string;
  stack: string;
  time: number;
}

type Listener = () => void;

let entries: readonly ErrorLogEntry[] = [];
const listeners = new Set<Listener>();
const EMPTY: readonly ErrorLogEntry[] = [];
const MAX_ENTRIES = 100;

function emit(): void {
  for (const l of listeners) l();
}

export function subscribeErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getErrors(): readonly ErrorLogEntry[] {
  return entries;
}

export function getServerErrors(): readonly ErrorLogEntry[] {
  return EMPTY;
}

export function addError(entry: Omit<ErrorLogEntry, 'time'>): void {
  entries = [...entries, { ...entry, time: Date.now() }].slice(-MAX_ENTRIES);
  emit();
}

export function clearErrors(): void {
  entries = EMPTY;
  emit();
}

/** Whether errors are collected at all: production builds only. */
export const COLLECT_ERRORS = process.env.NODE_ENV === 'production';

/** Turns an unknown thrown value into a log entry. */
export function describeError(err: unknown, info: string, url: string): Omit<ErrorLogEntry, 'time'> {
  if (err instanceof Error) return { message: err.message, info, url, stack: err.stack ?? '' };
  return { message: String(err), info, url, stack: '' };
}

/** Listens for uncaught errors and rejections in the browser (called once by entry-client). */
export function installGlobalErrorHandlers(): void {
  if (!COLLECT_ERRORS) return;
  window.addEventListener('error', (e) => {
    addError(describeError(e.error ?? e.message, `${e.filename ?? ''}:${e.lineno ?? 0}:${e.colno ?? 0}`, window.location.href));
  });
  window.addEventListener('unhandledrejection', (e) => {
    addError(describeError(e.reason, 'unhandledrejection', window.location.href));
  });
}
