// One `Idempotency-Key` per create-form instance: a double click, a retry after a timeout or a
// second submit of the same form gets the first answer from the BFF instead of a second record.
import { useRef } from 'react';

/** A fresh random key (crypto where there is one; the server render never needs one). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** The form instance's key, made on first use (so never during the server render). */
export function useIdempotencyKey(): () => string {
  const key = useRef<string | null>(null);
  return () => (key.current ??= newIdempotencyKey());
}
