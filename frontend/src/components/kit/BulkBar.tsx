// The bar of a list whose rows can be decided many at once (issue 42): what is selected, the
// actions every selected row allows (bulk.ts, from the rows' `actions`), one confirmation — or
// one reason for 退回 — for all of them, then the result of each item (BulkResults) and, once
// they are read, the list reloaded. Each item is decided on the platform by the same rule as one by one.
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { dismissBeside } from '../../lib/glossary';
import { BULK_LABELS, DANGER, NEEDS_REASON, commonActions, sendInChunks, type BulkResult, type BulkSend } from './bulk';
import { BulkResults } from './BulkResults';
import { ConfirmPopup } from './ConfirmPopup';
import { lazyWhenOpen } from './lazyWhenOpen';
import type { ReasonModal as ReasonModalType } from './ReasonModal';

const ReasonModal = lazyWhenOpen<Parameters<typeof ReasonModalType>[0]>(
  () => import('./ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);

/** A list's bulk decisions, declared once per list. */
export interface BulkDef<T> {
  /** The area's bulk call for this list. */
  send: BulkSend;
  /** The actions the list decides in bulk, in button order (names of the rows' `actions`). */
  actions: readonly string[];
  /** What an item is called (求助, 项目…). */
  what: string;
  /** An item's name in the results. */
  titleOf: (row: T) => string;
  /** Every row matching the list's filters, page by page (「选择全部」); none: this page only. */
  matching?: (page: number) => Promise<{ list: T[]; total: number } | null>;
}

export interface BulkBarProps<T> {
  def: BulkDef<T>;
  selected: ReadonlyArray<T & { id: number; actions?: readonly string[] }>;
  /** How many rows match the list's filters. */
  total: number;
  /** Selects every matching row (bounded); resolves when done. */
  onSelectAll?: () => Promise<void>;
  onClear: () => void;
  /** After a round, when its results are closed: the list reloads (the page shows its spinner
   * meanwhile, so not before) and the selection is cleared. */
  onDone: () => void;
}

export function BulkBar<T>({ def, selected, total, onSelectAll, onClear, onDone }: BulkBarProps<T>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  const [results, setResults] = useState<{ action: string; items: BulkResult[]; titles: Map<number, string> } | null>(null);
  const common = commonActions(selected, def.actions);
  const n = selected.length;

  const decide = async (action: string, reason?: string) => {
    const titles = new Map(selected.map((r) => [r.id, def.titleOf(r)]));
    setBusy(action);
    try {
      const items = await sendInChunks(def.send, action, selected.map((r) => r.id), reason);
      setReasonFor(null);
      setResults({ action, items, titles });
    } finally {
      setBusy(null);
    }
  };

  const button = (action: string) => {
    const label = BULK_LABELS[action] ?? action;
    const props = { danger: DANGER.has(action), loading: busy === action, disabled: busy !== null, 'data-testid': `bulk-${action}` };
    if (NEEDS_REASON.has(action)) {
      return <Button key={action} {...props} onClick={() => setReasonFor(action)}>{`批量${label}`}</Button>;
    }
    const okText = `${label} ${n} 项`;
    return (
      <ConfirmPopup key={action} title={`确定${label}所选的 ${n} 项${def.what}？每项按单独处理的规则进行。`} okText={okText} okButtonProps={{ danger: DANGER.has(action) }} cancelText={dismissBeside(okText)} onConfirm={() => decide(action)}>
        <Button {...props}>{`批量${label}`}</Button>
      </ConfirmPopup>
    );
  };

  return (
    <>
      {n > 0 && (
        <Alert
          type="info"
          className="bulk-bar"
          data-testid="bulk-bar"
          title={
            <Space wrap>
              <span data-testid="bulk-count">{`已选择 ${n} 项${def.what}`}</span>
              {onSelectAll && total > n && (
                <Button type="link" size="small" data-testid="bulk-select-all" disabled={busy !== null} onClick={() => void onSelectAll()}>{`选择全部 ${total} 项`}</Button>
              )}
              <Button type="link" size="small" data-testid="bulk-clear" disabled={busy !== null} onClick={onClear}>清除选择</Button>
            </Space>
          }
          action={<Space wrap>{common.length > 0 ? common.map(button) : <span>所选项目没有共同可执行的操作</span>}</Space>}
        />
      )}
      <ReasonModal
        open={reasonFor !== null}
        title={`${BULK_LABELS[reasonFor ?? ''] ?? ''}所选的 ${n} 项${def.what}`}
        busy={busy !== null}
        okText={reasonFor === 'return' ? '确认退回' : '确认'}
        placeholder="请填写退回原因，将用于所选的每一项，机构将看到该原因"
        onCancel={() => setReasonFor(null)}
        onSubmit={(reason) => reasonFor && void decide(reasonFor, reason)}
      />
      <BulkResults
        open={results !== null}
        label={BULK_LABELS[results?.action ?? ''] ?? ''}
        what={def.what}
        items={results?.items ?? []}
        titles={results?.titles ?? new Map()}
        onClose={() => {
          setResults(null);
          onDone();
        }}
      />
    </>
  );
}
