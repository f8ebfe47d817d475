// The change-request form's life (/SJ 申请变更, /SJM 申请变更): the snapshot of what the user
// typed, reading the form as the fields a request may touch with its reason, the first problem
// before sending (the reason field marked, the message as a toast), then only the changed fields
// sent once (idempotency key) and the item's page opened.
import { App, Button, Form, Input, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '../../../lib/http';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { changeReasonProblem } from '../fieldRules';
import { problemRule } from '../formRules';
import { ButtonRow } from '../ButtonRow';
import { LinkButton } from '../LinkButton';
import { snapshotKey } from '../snapshot';
import { useFormSend } from '../useCall';
import { useFormSnapshot } from '../useFormSnapshot';
import { PlainText } from '../../PlainTypography';

export interface ChangeSnapshot<C> {
  changes: C;
  reason: string;
}

export interface ChangeRequestOptions<C, V> {
  form: FormInstance<V>;
  /** The snapshot's place: route name, item id, area. */
  route: string;
  id: number;
  area: string;
  /** The form's values → the request's fields; and back (for a restored snapshot). */
  toChanges: (v: V) => C;
  toValues: (c: C, reason: string) => V;
  /** The first problem of the request, or null. */
  problem: (reason: string, changes: C) => string | null;
  /** Sends the changed fields (with a once-only key). */
  call: (reason: string, changes: C, idempotencyKey: string) => Promise<Envelope<unknown>>;
  /** Where to go once it is sent. */
  done: string;
}

export function useChangeRequest<C, V extends { reason?: string }>(o: ChangeRequestOptions<C, V>) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { form, toValues } = o;
  const apply = useCallback((s: ChangeSnapshot<C>) => form.setFieldsValue(toValues(s.changes, s.reason) as never), [form, toValues]);
  const snap = useFormSnapshot<ChangeSnapshot<C>>(snapshotKey(o.route, o.id, o.area), apply);
  const { busy, serverError, clearServerError, send } = useFormSend(snap.clear, '提交失败');
  const onceKey = useIdempotencyKey();
  const read = (): ChangeSnapshot<C> => {
    const v = form.getFieldsValue(true) as V;
    return { changes: o.toChanges(v), reason: (v.reason ?? '').trim() };
  };
  const submit = async () => {
    const { changes, reason } = read();
    snap.save({ changes, reason });
    const problem = o.problem(reason, changes);
    if (problem) {
      if (problem.includes('变更原因')) form.setFields([{ name: 'reason', errors: [problem] }] as never);
      void message.error(problem, 5);
      return;
    }
    const sent = await send('change', () => o.call(reason, changes, onceKey()), '变更申请已提交，请等待平台审核');
    if (sent) navigate(o.done);
  };
  return { snap, busy, serverError, clearServerError, submit, read };
}

/** 「当前：…」 under a field of a change request. */
export const was = (text: string) => <PlainText type="secondary">当前：{text || '（空）'}</PlainText>;

/** The end of a change-request form: 变更原因, then 提交变更申请 / 取消. */
export function ChangeReasonField() {
  return (
    <Form.Item label="变更原因" name="reason" required rules={[problemRule(changeReasonProblem)]}>
      <Input.TextArea rows={3} maxLength={200} showCount placeholder="请说明变更的原因（5-200个字）" data-testid="c-reason" />
    </Form.Item>
  );
}

export function ChangeButtons({ busy, submit, cancelTo }: { busy: string | null; submit: () => Promise<void>; cancelTo: string }) {
  return (
    <ButtonRow
      primary={
        <Button type="primary" loading={busy === 'change'} disabled={busy !== null} onClick={() => void submit()} data-testid="change-submit">
          提交变更申请
        </Button>
      }
    >
      <LinkButton to={cancelTo}>取消</LinkButton>
    </ButtonRow>
  );
}
