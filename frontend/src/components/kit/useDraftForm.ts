// The buttons of a long create/edit form with drafts (a help case, a donation project): 保存草稿
// (only the title's rule applies), 提交 (every rule; the first problem named and scrolled to),
// 删除草稿. The form's snapshot is saved before each call and cleared only by a success, so a
// refused or interrupted send keeps what the user typed.
import { App, type FormInstance } from 'antd';
import type { Envelope } from '../../lib/http';
import { firstMarked, scrollToMarked } from './firstMarked';
import { formInvalidToast, formToast } from './formToast';
import { useCall, useFormSend } from './useCall';

type Saved = Envelope<{ id: number; status: number }>;

export interface DraftFormOptions<P> {
  form: FormInstance;
  snap: { save: (values: P) => void; clear: () => void };
  /** The form's current payload. */
  values: () => P;
  /** The title's problem (a draft needs only it), and the title's label for the message. */
  draftProblem: (p: P) => string | null;
  titleLabel: string;
  /** The first problem of a submission, in the contract's order. */
  firstProblem: (p: P) => { field: string; message: string } | null;
  /** The form item showing a payload field (fields kept in another shape). */
  itemOf?: (field: string) => string;
  saveDraft: (p: P) => Promise<Saved>;
  submit: (p: P) => Promise<Saved>;
  /** Success text of a submit (the answer's msg wins). */
  submitted: string;
  onSubmitted: (id: number) => void;
  onDrafted: (id: number) => void;
  remove?: () => Promise<Envelope<null>>;
  onRemoved?: () => void;
}

export function useDraftForm<P>(o: DraftFormOptions<P>) {
  const { message } = App.useApp();
  const { busy: saving, serverError, clearServerError, send: sendForm } = useFormSend(o.snap.clear, '保存失败');
  const { busy: removing, run } = useCall();

  /** One save/submit call: snapshot first, the call, then the answer. */
  const send = async (kind: 'draft' | 'submit', call: (p: P) => Promise<Saved>) => {
    const payload = o.values();
    o.snap.save(payload);
    const saved = await sendForm(kind, () => call(payload), kind === 'draft' ? '草稿已保存' : o.submitted);
    if (!saved) return;
    if (kind === 'submit') o.onSubmitted(saved.id);
    else o.onDrafted(saved.id);
  };

  const saveDraft = async () => {
    const problem = o.draftProblem(o.values());
    if (problem) {
      o.form.setFields([{ name: 'title', errors: [problem] }]);
      scrollToMarked(o.form, 'title');
      formToast(message, 'error', `保存草稿需要填写${o.titleLabel}：${problem}`);
      return;
    }
    await send('draft', o.saveDraft);
  };

  const submit = async () => {
    o.snap.save(o.values());
    try {
      await o.form.validateFields();
    } catch (failure) {
      // The toast names the first field marked on the form, and the form scrolls to it; the
      // contract's first problem speaks only when no field is marked.
      const marked = firstMarked(failure);
      if (marked) {
        formInvalidToast(message, marked.errors[0]);
        scrollToMarked(o.form, marked.name);
        return;
      }
      const first = o.firstProblem(o.values());
      formInvalidToast(message, first?.message);
      if (first) scrollToMarked(o.form, o.itemOf?.(first.field) ?? first.field);
      return;
    }
    await send('submit', o.submit);
  };

  const remove = async () => {
    if (!o.remove) return;
    if (await run('delete', o.remove)) {
      o.snap.clear();
      o.onRemoved?.();
    }
  };

  return { busy: saving ?? removing, serverError, clearServerError, saveDraft, submit, remove };
}

/** How an area's item is saved and submitted from its form. */
export interface DraftCalls<P> {
  /** A new item, kept as a draft or submitted at once. */
  add: (p: P, draft: boolean) => Promise<Saved>;
  editDraft: (id: number, p: P) => Promise<Saved>;
  submitDraft: (id: number, p: P) => Promise<Saved>;
  /** An item past its draft (returned, or live) edited and sent again. */
  edit: (id: number, p: P) => Promise<Saved>;
}

/**
 * The form's 保存草稿 and 提交 for its mode: a new item is added (as a draft, or submitted), a
 * draft saved or submitted, any other item edited. `id`: the item's, in every mode but new.
 */
export function modeCalls<P>(mode: 'new' | 'draft' | 'edit', id: number | undefined, c: DraftCalls<P>): Pick<DraftFormOptions<P>, 'saveDraft' | 'submit'> {
  return {
    saveDraft: (p) => (mode === 'new' ? c.add(p, true) : c.editDraft(id!, p)),
    submit: (p) => (mode === 'new' ? c.add(p, false) : mode === 'draft' ? c.submitDraft(id!, p) : c.edit(id!, p)),
  };
}
