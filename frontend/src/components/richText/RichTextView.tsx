// Rich text shown read-only: the HTML the platform sanitised with its allow-list (contract-
// sandbox.md, 项目详情) — the stored and answered HTML is already the safe one.
export function RichTextView({ html, testId }: { html: string | null | undefined; testId?: string }) {
  if (!html) return <span className="rich-text-empty">—</span>;
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
