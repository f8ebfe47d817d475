// `?redirect=` is attacker-controlled: only same-origin paths may leave this function.

const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;

/**
 * Returns `raw` when it is a same-origin path ("/..." but not "//..." or "/\..."), without
 * control characters or a scheme; otherwise the fallback.
 */
export function sanitizeRedirect(raw: string | null | undefined, fallback = '/dashboard'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  if (CONTROL.test(raw)) return fallback;
  if (!raw.startsWith('/')) return fallback;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Browsers treat '\' like '/', so "/\evil" or "/x\..\\" tricks are refused outright.
  if (raw.includes('\\')) return fallback;
  // Going back to the login page after logging in would loop.
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return fallback;
  return raw;
}

/** The login URL that brings the user back to `current` afterwards. */
export function loginUrl(current: string): string {
  const safe = sanitizeRedirect(current, '');
  return safe === '' ? '/login' : `/login?redirect=${encodeURIComponent(safe)}`;
}
