// The buttons of a reviewable item, built from the `actions` the API returns for the caller:
// each area lists what an action does (its call, confirmation, success text), the bar shows
// only the allowed ones. 退回 asks for a reason (ReasonModal); 通过 and other irreversible steps
// ask for a confirmation first. The primary action is the rightmost button (shownActions). A
// table row's bar (compact) is drawn as antd's markup until the page has hydrated
// (ActionBarDrawn), as the table around it is.
import { dismissBeside } from '../../lib/glossary';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useLiveAfterHydration } from '../../lib/liveAfterHydration';
import { shownActions, type ActionBarProps, type ActionDef, type ReasonAction } from './actionDefs';
import { CompactBarDrawn, canDrawCompactBar } from './ActionBarDrawn';
import { ConfirmPopup } from './ConfirmPopup';
import { LinkButton } from './LinkButton';
import { lazyWhenOpen } from './lazyWhenOpen';
import type { ReasonModal as ReasonModalType } from './ReasonModal';
import { useCall } from './useCall';

/** The 退回 dialog (antd's Form and Modal, the form engine): fetched when a reason is first asked for. */
const ReasonModal = lazyWhenOpen<Parameters<typeof ReasonModalType>[0]>(
  () => import('./ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);

export type { ActionDef } from './actionDefs';

export function ActionBar(props: ActionBarProps) {
  const live = useLiveAfterHydration();
  if (!live && canDrawCompactBar(props)) return <CompactBarDrawn {...props} />;
  return <LiveActionBar {...props} />;
}

/** The bar with antd's buttons, confirmations and the reason dialog. */
export function LiveActionBar({ actions, defs, onDone, compact, testId, children }: ActionBarProps) {
  const { busy, run } = useCall();
  const [reasonFor, setReasonFor] = useState<ReasonAction | null>(null);
  const shown = shownActions(actions, defs);
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
      <ConfirmPopup key={d.action} title={d.confirm} okText={d.okText ?? '确定'} okButtonProps={{ danger: d.danger }} cancelText={dismissBeside(d.okText ?? '确定')} onConfirm={go}>
        <Button {...common}>{d.label}</Button>
      </ConfirmPopup>
    );
  };

  if (shown.length === 0 && !children) return null;
  return (
    <>
      <Space wrap size={compact ? 0 : undefined} data-testid={testId}>
        {!compact && children}
        {shown.map(button)}
        {compact && children}
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
