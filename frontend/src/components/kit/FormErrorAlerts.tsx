// Form errors are announced (WCAG 4.1.3, issue 38). antd's Form.Item ties each error text to its
// field (`aria-describedby`, `aria-invalid`), but its ErrorList is no live region: a screen
// reader heard nothing when a field was refused. One watcher for the whole app, so every form
// (antd's and the login page's lookalike, which prints the same classes) is covered without each
// page wrapping its form: when error texts appear, the first new one of each form becomes an
// alert and is read out; the others stay reachable from their fields. One per form, not all:
// a refused submit shows a dozen at once, and a dozen alerts would be read one over another.
import { useEffect } from 'react';

export const FORM_ERROR_CLASS = 'ant-form-item-explain-error';

/** The first error text of each form (document order) among those just shown. */
export function firstErrorPerForm(errors: Iterable<Element>): Element[] {
  const first = new Map<Element | null, Element>();
  for (const el of errors) {
    const form = el.closest('form');
    const seen = first.get(form);
    // DOCUMENT_POSITION_PRECEDING (2): `el` comes before the one kept so far.
    if (!seen || seen.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) first.set(form, el);
  }
  return [...first.values()];
}

/** Error texts in the nodes a mutation added (an error item itself, or a holder of several). */
function addedErrors(records: MutationRecord[]): Set<Element> {
  const found = new Set<Element>();
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.classList.contains(FORM_ERROR_CLASS)) found.add(node);
      for (const el of node.getElementsByClassName(FORM_ERROR_CLASS)) found.add(el);
    }
  }
  return found;
}

/** Mounted once (app/Root.tsx); renders nothing. */
export function FormErrorAlerts() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      const errors = addedErrors(records);
      if (errors.size === 0) return;
      for (const el of firstErrorPerForm(errors)) el.setAttribute('role', 'alert');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
