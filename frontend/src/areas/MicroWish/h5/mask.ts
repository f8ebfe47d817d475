// What the public H5 page may show of a beneficiary (often a child): the family name only.
// The console shows staff the full name; the public page, its preview and every share see this.

import { withBase } from '../../../lib/base';

/** 「王小明」→「王**」, 「李明」→「李*」; a single character or an empty name becomes 「*」 / 「」. */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  return chars[0] + '*'.repeat(chars.length - 1);
}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(s: string | number | null | undefined): string {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An image URL the public page may load: a stored image (root-relative or https), else none. */
export function safeImage(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  // A root-relative one is served under the console's base path.
  return url.startsWith('/sandbox-files/') ? withBase(url) : /^https:\/\/[^\s"'<>]+$/.test(url) ? url : null;
}
