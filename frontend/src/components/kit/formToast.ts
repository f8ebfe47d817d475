// One toast per form outcome, one wording for every form: a new outcome closes the toast of the
// one before, so 提交成功 replaces the 请检查表单 toast of the try before instead of standing
// beside it. (Reusing one antd key would keep the old toast's timer: the success would vanish
// with the refusal's 5 s.) Every toast stays 5 s (spec §9; set for all toasts in
// app/MessageHolder.tsx, repeated here so the form outcome does not depend on that default).
import type { MessageInstance } from 'antd/es/message/interface';

export const FORM_OUTCOME_KEY = 'form-outcome';
export const TOAST_SECONDS = 5;

/** The wording of a form whose fields are refused: the first problem when known. */
export function invalidFormText(firstProblem?: string | null): string {
  return firstProblem ? `请检查表单：${firstProblem}` : '请检查表单中标红的内容';
}

type Kind = 'success' | 'error';

let shown: { close: () => void } | null = null;
let count = 0;

/** Shows the form's outcome, closing the outcome toast before it. */
export function formToast(message: Pick<MessageInstance, 'open'>, kind: Kind, content: string): void {
  shown?.close();
  count += 1;
  const close = message.open({ key: `${FORM_OUTCOME_KEY}-${count}`, type: kind, content, duration: TOAST_SECONDS });
  shown = { close: typeof close === 'function' ? close : () => undefined };
}

/** The form's fields are refused. */
export function formInvalidToast(message: Pick<MessageInstance, 'open'>, firstProblem?: string | null): void {
  formToast(message, 'error', invalidFormText(firstProblem));
}
