// A kept form's send without drafts (a create or edit form, a staff step with a form): the
// snapshot is written first, every field is checked (a refusal names the first problem in one
// toast and scrolls to it), then the call runs; only a success clears the snapshot.
import { App, type FormInstance } from 'antd';
import type { Envelope } from '../../lib/http';
import { firstMarked, scrollToMarked } from './firstMarked';
import { formInvalidToast } from './formToast';
import { useFormSend } from './useCall';
import { useKeptForm } from './useKeptForm';

export function useKeptSubmit<V extends object>(form: FormInstance<V>, key: string, failed: string) {
  const { message } = App.useApp();
  const kept = useKeptForm(form, key);
  const { busy, serverError, clearServerError, send } = useFormSend(kept.clear, failed);
  /**
   * Checks and sends the form's values. A refusal's toast names the first field marked and the
   * form scrolls to it; `firstProblem` (a rule outside the fields) speaks when none is marked.
   * Resolves with the answer's data, or null.
   */
  const submit = async <T,>(
    name: string,
    call: (values: V) => Promise<Envelope<T>>,
    success: string,
    firstProblem?: (values: V) => { field: string; message: string } | null,
  ): Promise<T | null> => {
    kept.saveNow();
    const values = () => form.getFieldsValue(true) as V;
    try {
      await form.validateFields();
    } catch (failure) {
      const marked = firstMarked(failure);
      const first = marked ? { field: marked.name, message: marked.errors[0] } : (firstProblem?.(values()) ?? null);
      formInvalidToast(message, first?.message);
      if (first) scrollToMarked(form, first.field);
      return null;
    }
    return send(name, () => call(values()), success);
  };
  return { kept, busy, serverError, clearServerError, submit };
}
