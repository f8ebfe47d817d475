// The HTML shell and headers of bff/document.rs, byte for byte in structure, so both servers
// send the same page.

const escapeText = (s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const scriptSafe = (json) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function documentHtml({ title, body, stateJson, nonce, manifest, routePath }) {
  const pageTitle = title ? `${title} - 机构中心` : '机构中心';
  return (
    '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<link rel="icon" href="/favicon.ico">' +
    `<title>${escapeText(pageTitle)}</title>` +
    manifest.css.map((c) => `<link rel="stylesheet" href="${escapeText(c)}">`).join('') +
    // The route's own chunks too, as the BFF names them (manifest.routes): without them the
    // browser finds each only once the entry has run, a chain of round trips on a phone.
    [...manifest.preload, ...(manifest.routes?.[routePath] ?? [])]
      .map((c) => `<link rel="modulepreload" href="${escapeText(c)}">`)
      .join('') +
    `</head><body><div id="root">${body}</div>` +
    `<script id="__ORG_STATE__" type="application/json">${scriptSafe(stateJson)}</script>` +
    `<script type="module" nonce="${nonce}" src="${escapeText(manifest.entry)}"></script></body></html>`
  );
}

export function securityHeaders(nonce) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
      "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; " +
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    'cache-control': 'private, no-store',
    vary: 'Cookie',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}
