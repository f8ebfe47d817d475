import { withBase } from '../../lib/base';

// Rich text shown read-only: the HTML the platform sanitised with its allow-list (contract-
// sandbox.md, 项目详情) — the stored and answered HTML is already the safe one.
export function RichTextView({ html, testId }: { html: string | null | undefined; testId?: string }) {
  if (!html) return <span className="rich-text-empty">—</span>;
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: imagesUnderBase(html) }} />;
}

const STORED = '/sandbox-files/';

/** The bundled sandbox's stored images are root-relative in the HTML (its serialiser writes
 *  `src="…"`): under the console's base path they are fetched with the prefix (lib/base.ts). */
export function imagesUnderBase(html: string): string {
  const prefixed = withBase(STORED);
  return prefixed === STORED ? html : html.replaceAll(`src="${STORED}`, `src="${prefixed}`);
}

/** The inverse, for HTML the editor hands back: what is stored carries no mount. */
export function imagesOffBase(html: string): string {
  const prefixed = withBase(STORED);
  return prefixed === STORED ? html : html.replaceAll(`src="${prefixed}`, `src="${STORED}`);
}
