// The frame every 申请变更 page shares (/SJ, /SJM, /SX, /SP): the card titled 申请变更 with the
// item's state, the notice of how a change takes effect, what the draft and the server said, the
// form (the area's fields, then 变更原因) and 提交变更申请 / 取消, over the request's life
// (useChangeRequest). An area gives only its fields and how its request is checked and sent;
// and, for an item that offers no `change`, the card that says why.
import { Alert, Card, Form, type FormInstance } from 'antd';
import { ItemCard } from '../ItemCard';
import type { ReactNode } from 'react';
import { FormNotices } from '../FormNotices';
import { LinkButton } from '../LinkButton';
import { useTagSubject } from '../useTagSubject';
import { ChangeButtons, ChangeReasonField, useChangeRequest, type ChangeRequestOptions } from './useChangeRequest';

/** How a change request is kept, checked and sent: `useChangeRequest`'s options but the form and where it leads (the card's). */
export type ChangeRequest<C, V> = Omit<ChangeRequestOptions<C, V>, 'form' | 'done'>;

interface ChangeFormCardProps<C, V> {
  /** After 申请变更 in the title: the item's status tag (and its name). */
  heading: ReactNode;
  /** Lets a long heading wrap (a goods title with its states). */
  wrap?: boolean;
  /**
   * The item: what it is called (项目, 活动…: the 查看… link and the standard notice), its title
   * (the page's tag names it) and its page (the 查看… link and 取消 lead there, and so does a sent
   * request).
   */
  item: { what: string; title: string; page: string };
  /** Replaces the standard notice. */
  notice?: string;
  form: FormInstance<V>;
  initialValues: V;
  request: ChangeRequest<C, V>;
  /** The area's fields (sections); 变更原因 follows them. */
  children: ReactNode;
}

export function ChangeFormCard<C, V extends { reason?: string }>({ heading, wrap, item, notice, form, initialValues, request, children }: ChangeFormCardProps<C, V>) {
  const { snap, busy, serverError, clearServerError, submit, read } = useChangeRequest<C, V>({ ...request, form, done: item.page });
  useTagSubject(item.title);
  const { what, page: back } = item;
  return (
    <ItemCard title="申请变更" tag={heading} wrap={wrap} extra={<LinkButton to={back}>{`查看${what}`}</LinkButton>} testId="change-form-page">
      <Alert type="info" showIcon title={notice ?? `修改需要变更的内容并填写变更原因。平台审核通过后一次性生效，审核通过前${what}仍按原内容展示。`} />
      <FormNotices snap={snap} form={form} serverError={serverError} onCloseError={clearServerError} failed="提交失败" />
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onValuesChange={() => snap.saveSoon(read)} data-testid="change-form">
        {children}
        <ChangeReasonField />
      </Form>
      <ChangeButtons busy={busy} submit={submit} cancelTo={back} />
    </ItemCard>
  );
}

/** Why an item offers no 申请变更: a change already waits, or its state allows none. */
export function noChangeReason(what: string, pendingChange: boolean, statusLabel: string): string {
  return pendingChange ? `该${what}已有待审核的变更申请，审核完成后才能再次申请。` : `该${what}当前为「${statusLabel}」，不能申请变更。`;
}

/** The page of an item that offers no `change`: why, and where to look instead. */
export function NotChangeable({ title, why, action, testId }: { title: ReactNode; why: string; action: ReactNode; testId?: string }) {
  return (
    <Card title={title}>
      <Alert type="warning" showIcon title={why} action={action} data-testid={testId} />
    </Card>
  );
}
