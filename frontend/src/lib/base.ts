// The path a reverse proxy mounts the console under (`server.base_path`, e.g. `/orgcenter`), as
// the BFF put it in the render input. Routes, loaders and links inside the app are app paths
// (`/SJ/list`); the prefix is put on where a URL leaves for the browser (a link's href, a
// fetch, an <img src>, a full navigation) and taken off where the browser's URL comes in
// (window.location). The router gets it as its `basename` and does the same for its own.
// One value per process on the server (every render sets the same) and per page in the browser.

let current = '';

/** A prefix as the BFF sends it: `''` or `/a/b` (no trailing slash, no odd characters). */
export function normaliseBase(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  const ok = trimmed.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && /^[A-Za-z0-9._~-]+$/.test(s));
  return ok ? `/${trimmed}` : '';
}

/** Sets the prefix (entry-client at start, entry-server before each render). */
export function setBase(raw: unknown): void {
  current = normaliseBase(raw);
}

/** `''` at the host's root, else `/orgcenter`. */
export function basePath(): string {
  return current;
}

/** The browser's URL of an app path: `/SJ/list` → `/orgcenter/SJ/list`. URLs that are not a
 *  single-slash path (`https://…`, `//host`, `data:`, `blob:`) are returned unchanged. */
export function withBase(url: string): string {
  if (current === '' || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${current}${url}`;
}

/** The app path of a browser path: `/orgcenter/SJ/list` → `/SJ/list`, `/orgcenter` → `/`.
 *  A path outside the prefix is returned as it is (the BFF never serves one). */
export function stripBase(pathname: string): string {
  if (current === '') return pathname;
  if (pathname === current) return '/';
  return pathname.startsWith(`${current}/`) ? pathname.slice(current.length) : pathname;
}
