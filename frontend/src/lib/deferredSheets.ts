// The whole app stylesheet, loaded once the page is interactive (issue 37). The BFF inlines the
// first-paint rules of each page (bff/critical_css.rs) and leaves the sheet's <link> in
// `<noscript id="__ORG_SHEETS__">`, which a browser running scripts keeps as text: the sheet's
// 121 KB gzip no longer share a phone's link with the scripts hydration needs, nor hold the
// module script back. The inlined rules cover the server's markup and what hydration adds; what
// later needs the sheet (a popup, another page) is opened by a user after it has arrived.

/** Inserts the deferred stylesheet links into the head, once; none when the page has none. */
export function loadDeferredSheets(doc: Document = document): void {
  const holder = doc.getElementById('__ORG_SHEETS__');
  if (!holder) return;
  holder.remove();
  const template = doc.createElement('template');
  template.innerHTML = holder.textContent ?? '';
  for (const link of Array.from(template.content.querySelectorAll('link[rel="stylesheet"]'))) {
    doc.head.append(link);
  }
}
