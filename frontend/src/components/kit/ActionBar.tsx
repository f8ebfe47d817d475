// The buttons of a reviewable item, built from the `actions` the API returns for the caller:
// each area lists what an action does (its call, confirmation, success text), the bar shows
// only the allowed ones. 退回 asks for a reason (ReasonModal); 通过 and other irreversible steps
// ask for a confirmation first.
import { Button, Popconfirm, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Envelope } from '../../lib/http';
import { LinkButton } from './LinkButton';
import { lazyWhenOpen } from './lazyWhenOpen';
import type { ReasonModal as ReasonModalType } from './ReasonModal';
import { useCall } from './useCall';

/** The 退回 dialog (antd's Form and Modal, the form engine): fetched when a reason is first asked for. */
const ReasonModal = lazyWhenOpen<Parameters<typeof ReasonModalType>[0]>(
  () => import('./ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);

interface ActionBase {
  /** The name in the API's `actions` list. */
  action: string;
  label: ReactNode;
  testId?: string;
  primary?: boolean;
  danger?: boolean;
}

/** A call, optionally confirmed first. */
export interface CallAction extends ActionBase {
  kind: 'call';
  call: () => Promise<Envelope<unknown>>;
  /** Success toast (default: the answer's msg). */
  success?: string;
  /** Popconfirm text; none = the click calls at once. */
  confirm?: string;
  okText?: string;
  /** After success (default: the bar's onDone). */
  after?: () => void;
  /** After a refusal (e.g. reload a list whose row someone else took). */
  failed?: () => void;
}

/** 退回 and its kind: a required reason, then the call. */
export interface ReasonAction extends ActionBase {
  kind: 'reason';
  /** Title of the reason dialog, e.g. 退回求助. */
  title: string;
  call: (reason: string) => Promise<Envelope<unknown>>;
  success: string;
  /** The reason's name and the dialog's button, for steps other than 退回 (下架原因 / 确认下架). */
  reasonLabel?: string;
  okText?: string;
  placeholder?: string;
}

/** A page to go to (edit, change). */
export interface LinkAction extends ActionBase {
  kind: 'link';
  to: string;
}

export type ActionDef = CallAction | ReasonAction | LinkAction;

export interface ActionBarProps {
  /** What the API allows the caller now. */
  actions: readonly string[] | undefined;
  /** Every action the item can have, in button order. */
  defs: ActionDef[];
  /** After a successful call (usually the page's reload). */
  onDone: () => void;
  /** Small link buttons, for table rows. */
  compact?: boolean;
  testId?: string;
  /** Always shown after the actions (links to related lists). */
  children?: ReactNode;
}

export function ActionBar({ actions, defs, onDone, compact, testId, children }: ActionBarProps) {
  const { busy, run } = useCall();
  const [reasonFor, setReasonFor] = useState<ReasonAction | null>(null);
  const allowed = new Set(actions ?? []);
  const shown = defs.filter((d) => allowed.has(d.action));
  const size = compact ? ('small' as const) : undefined;
  const kindOf = (d: ActionDef) => (compact ? 'link' : d.primary ? 'primary' : 'default');

  const button = (d: ActionDef) => {
    if (d.kind === 'link') {
      return <LinkButton key={d.action} to={d.to} type={kindOf(d)} size={size} testId={d.testId}>{d.label}</LinkButton>;
    }
    const common = {
      type: kindOf(d),
      size,
      danger: d.danger,
      loading: busy === d.action,
      disabled: busy !== null,
      'data-testid': d.testId,
    } as const;
    if (d.kind === 'reason') {
      return <Button key={d.action} {...common} onClick={() => setReasonFor(d)}>{d.label}</Button>;
    }
    const go = async () => {
      if (await run(d.action, d.call, d.success)) (d.after ?? onDone)();
      else d.failed?.();
    };
    if (!d.confirm) return <Button key={d.action} {...common} onClick={() => void go()}>{d.label}</Button>;
    return (
      <Popconfirm key={d.action} title={d.confirm} okText={d.okText ?? '确定'} okButtonProps={{ danger: d.danger }} cancelText="取消" onConfirm={go}>
        <Button {...common}>{d.label}</Button>
      </Popconfirm>
    );
  };

  if (shown.length === 0 && !children) return null;
  return (
    <>
      <Space wrap size={compact ? 0 : undefined} data-testid={testId}>
        {shown.map(button)}
        {children}
      </Space>
      <ReasonModal
        open={reasonFor !== null}
        title={reasonFor?.title ?? ''}
        busy={reasonFor !== null && busy === reasonFor.action}
        reasonLabel={reasonFor?.reasonLabel}
        okText={reasonFor?.okText}
        placeholder={reasonFor?.placeholder}
        onCancel={() => setReasonFor(null)}
        onSubmit={(reason) => {
          const d = reasonFor;
          if (!d) return;
          void run(d.action, () => d.call(reason), d.success).then((res) => {
            if (!res) return;
            setReasonFor(null);
            onDone();
          });
        }}
      />
    </>
  );
}
