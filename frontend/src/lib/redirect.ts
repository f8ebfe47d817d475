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

/** `target` without its `token` query parameters (any case), as the BFF's `without_token`. */
export function withoutToken(target: string): string {
  const at = target.indexOf('?');
  if (at < 0) return target;
  const kept = target
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0].toLowerCase() !== 'token');
  return kept.length === 0 ? target.slice(0, at) : `${target.slice(0, at)}?${kept.join('&')}`;
}

/**
 * The login page's reason (`?error=`) when a call finds the session over (code 300): logged out
 * in another tab, expired or ended by the platform — the user is told why (login/reasons.ts).
 */
export const SESSION_ENDED = 'ended';

/**
 * The login URL that brings the user back to `current` afterwards (never carrying a token), with
 * the reason the login page names, if any.
 */
export function loginUrl(current: string, reason?: string): string {
  const safe = withoutToken(sanitizeRedirect(current, ''));
  const query = [safe !== '' && `redirect=${encodeURIComponent(safe)}`, reason && `error=${encodeURIComponent(reason)}`].filter(Boolean);
  return query.length === 0 ? '/login' : `/login?${query.join('&')}`;
}

/**
 * The in-console path a stored link names (a message's subject), or null: only a same-origin
 * absolute path — never another origin, a protocol-relative `//host` or a backslash trick.
 */
export function subjectPath(link: string | null | undefined): string | null {
  if (!link) return null;
  return sanitizeRedirect(link, '') === link ? link : null;
}
