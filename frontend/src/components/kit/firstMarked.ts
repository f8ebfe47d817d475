// After a refused submit the toast, the scroll and the red marks must agree: the toast names the
// first field marked on the form (antd lists refused fields in the order they are drawn), and the
// form scrolls to that field and leaves it in the middle of the view — a field scrolled to the
// top would sit under the console's sticky header.
import type { FormInstance } from 'antd';

export interface MarkedField {
  name: (string | number)[];
  errors: string[];
}

/** The first field antd marked in a failed `validateFields`, or null. */
export function firstMarked(failure: unknown): MarkedField | null {
  const fields = (failure as { errorFields?: unknown } | null)?.errorFields;
  if (!Array.isArray(fields)) return null;
  const first = (fields as MarkedField[]).find((f) => Array.isArray(f?.errors) && f.errors.length > 0 && Array.isArray(f.name));
  return first ?? null;
}

/** Where a refused field is scrolled to: the middle of the view, even when it is partly visible. */
export const ERROR_SCROLL = { block: 'center', scrollMode: 'always' } as const;

/** Scrolls the form to a refused field (ERROR_SCROLL). */
export function scrollToMarked(form: Pick<FormInstance, 'scrollToField'>, name: string | (string | number)[]): void {
  form.scrollToField(name, ERROR_SCROLL);
}
