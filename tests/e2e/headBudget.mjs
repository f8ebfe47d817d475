// What a page's HTML makes the browser fetch before it can paint and hydrate (issue 37): over
// HTTP/1.1 a phone fetches six files at a time, a round trip each, so the budget of 15 requests
// before interactive on a list page (docs/performance.md) leaves room for the document, one
// stylesheet and at most SCRIPT_BUDGET scripts (the entry and its modulepreloads), the rest for
// data and images. Forms and details load more (their editors, uploads and pickers) and have no
// such budget; no page may block on more than one stylesheet.
// Which pages are list pages: the build groups chunks by the same rule (frontend/scripts/merge-chunks.mjs).
export { isListPage } from '../../frontend/scripts/list-pages.mjs';

export const SCRIPT_BUDGET = 10;
export const BLOCKING_STYLESHEET_BUDGET = 1;

/**
 * The scripts a document's HTML names and the stylesheets its head links (a stylesheet in the
 * body holds back only what follows it), by URL.
 */
export function headLoads(html) {
  const headEnd = html.indexOf('</head>');
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map((m) => ({ tag: m[0], inHead: m.index < headEnd }));
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const scripts = [];
  const stylesheets = [];
  for (const { tag, inHead } of tags) {
    if (tag.startsWith('<script') && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') scripts.push(attr(tag, 'href'));
    // A stylesheet for another medium (media="print") or one switched on later does not block.
    const media = attr(tag, 'media');
    if (inHead && tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet' && (!media || media === 'all') && !/\sdisabled\b/.test(tag)) stylesheets.push(attr(tag, 'href'));
  }
  return { scripts, stylesheets };
}

/**
 * Stylesheets a document with inlined first-paint rules (a `<style>` before its root: in the
 * head, or first in the body when the head was sent before the loaders answered) makes the
 * browser fetch before hydration: linked or preloaded anywhere but inside a `<noscript>` (the
 * whole sheet waits there until the page is interactive, frontend/src/lib/deferredSheets.ts).
 */
export function sheetsBeforeHydration(html) {
  const beforeRoot = html.slice(0, html.indexOf('<div id="root"'));
  if (!/<style[\s>]/.test(beforeRoot)) return [];
  const outsideNoscript = html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '');
  return [...outsideNoscript.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\srel="stylesheet"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="style"/.test(tag)))
    .map((tag) => tag.match(/\shref="([^"]*)"/)?.[1]);
}


/** The budget's breaches in one document's HTML, as sentences (none: within budget); the script
 *  budget counts on list pages only. */
export function headBudgetProblems(html, { listPage = true } = {}) {
  const { scripts, stylesheets } = headLoads(html);
  const problems = [];
  const early = sheetsBeforeHydration(html);
  if (early.length > 0) problems.push(`the whole stylesheet fetched before hydration beside the inlined rules: ${early.join(' ')}`);
  if (listPage && scripts.length > SCRIPT_BUDGET) problems.push(`${scripts.length} scripts before hydration (budget ${SCRIPT_BUDGET})`);
  if (stylesheets.length > BLOCKING_STYLESHEET_BUDGET) problems.push(`${stylesheets.length} render-blocking stylesheets (budget ${BLOCKING_STYLESHEET_BUDGET})`);
  return problems;
}
