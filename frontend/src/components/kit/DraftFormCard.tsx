// The frame every draft form shares (/SJ 项目, /SJM 微项目, /SZ 求助, /SX 活动, /SP 商品): the card
// titled with the mode (新建 / 编辑草稿 / 编辑) and the item's state, the link back to the item,
// the page's own notices (a return reason, a refusal), what the snapshot and the server said,
// the form that saves what is typed into the snapshot, and 保存草稿 / 提交 / 删除. An area gives
// only its notices and its fields.
import { Form, type FormInstance } from 'antd';
import { ItemCard } from './ItemCard';
import type { ComponentProps, ReactNode } from 'react';
import { DraftFormButtons } from './DraftFormButtons';
import { FormNotices } from './FormNotices';
import { LinkButton } from './LinkButton';
import type { Restored } from './useFormSnapshot';
import type { LeavePrompt } from './useLeaveGuard';

type ButtonsProps = ComponentProps<typeof DraftFormButtons>;

interface DraftFormCardProps<V, S> {
  title: string;
  /** After the title: the item's status tag (none for a new item). */
  tag?: ReactNode;
  /** The item's page, when the card links to it. */
  back?: { to: string; label: string };
  testId: string;
  /** Above the snapshot's notice: what the page says of this item (returned, refused…). */
  notices?: ReactNode;
  /** The form: its instance, first values and test id, and the snapshot its input is saved into (`read`: the form as the snapshot holds it). */
  form: {
    instance: FormInstance<V>;
    initialValues: V;
    testId: string;
    snap: { restored: Restored | null; clear: () => void; leave?: LeavePrompt; saveSoon: (read: () => S) => void };
    read: () => S;
  };
  /** `useDraftForm`'s calls and state. */
  send: Pick<ButtonsProps, 'busy' | 'saveDraft' | 'submit' | 'remove'> & { serverError: string | null; clearServerError: () => void };
  /** Between the form and its buttons (a line on what submitting does). */
  afterForm?: ReactNode;
  buttons: Omit<ButtonsProps, 'busy' | 'saveDraft' | 'submit' | 'remove'>;
  /** The area's fields (sections). */
  children: ReactNode;
}

export function DraftFormCard<V extends object, S>(p: DraftFormCardProps<V, S>) {
  const { send } = p;
  const { instance: form, snap, read } = p.form;
  return (
    <ItemCard title={p.title} tag={p.tag} extra={p.back ? <LinkButton to={p.back.to}>{p.back.label}</LinkButton> : undefined} testId={p.testId}>
      {p.notices}
      <FormNotices snap={snap} form={form} serverError={send.serverError} onCloseError={send.clearServerError} unsent="保存" failed="保存失败" />
      <Form<V> form={form} layout="vertical" initialValues={p.form.initialValues} scrollToFirstError onValuesChange={() => snap.saveSoon(read)} data-testid={p.form.testId} requiredMark>
        {p.children}
      </Form>
      {p.afterForm}
      <DraftFormButtons {...p.buttons} busy={send.busy} saveDraft={send.saveDraft} submit={send.submit} remove={send.remove} />
    </ItemCard>
  );
}
