// What a failed export says (spec §8): a refusal its reason, anything else '生成 excel 失败!'.
// Apart from the export's machinery (exportFile.ts), which a page fetches only when an export
// starts or resumes: the button says this even when that code could not be fetched.

export const EXPORT_FAILED = '生成 excel 失败!';

/** A failure whose message is for the user (a refusal's reason, or EXPORT_FAILED). */
export class ExportError extends Error {}

/** The message to show for any failure of an export. */
export function exportFailureText(error: unknown): string {
  return error instanceof ExportError ? error.message : EXPORT_FAILED;
}
