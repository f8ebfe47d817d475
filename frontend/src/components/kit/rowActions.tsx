// A list row's buttons, drawn by name from the `actions` the API sends with the row: the same
// workflow table computes them as the item's detail (whose ActionBar draws the detail's), so a
// change to a workflow reaches every list without a page re-deriving buttons from raw statuses
// or roles (issue 41). A row of links only is plain links (they work before hydration and load no
// button code); a row with calls (提交, 认领…) is the compact ActionBar. The draft box's and the
// claim pool's rows, which every area shares, are defined here: a draft is edited, submitted
// (every rule applies on the server) or deleted; a pooled item is claimed (then its review page
// opens) or ignored (hidden from the caller's pool only).
import type { ReactNode } from 'react';
import type { Envelope } from '../../lib/http';
import { ActionBar } from './ActionBar';
import type { ActionDef } from './actionDefs';
import { LinkButton } from './LinkButton';
import { offers } from './offers';
import { RowSpace } from './RowSpace';

type Call = () => Promise<Envelope<unknown>>;

/** What a row of calls needs whatever its calls: its id, its `actions` and the list's reload. */
interface CallRow {
  id: number;
  /** The row's `actions`, as the engine offers them to the caller. */
  actions: readonly string[] | undefined;
  reload: () => void;
}

/** A row's calls as the compact ActionBar: the buttons the row's `actions` offer; the list reloads after one. */
const rowBar = ({ actions, reload }: Pick<CallRow, 'actions' | 'reload'>, defs: ActionDef[]) => <ActionBar compact actions={actions} onDone={reload} defs={defs} />;

/** 编辑 / 提交审核 / 删除 of one draft row (/SJM: the owner submits, the super admin deletes); after a submit the item's page opens. */
export function DraftRowActions({ id, actions, reload, editTo, submit, remove, onSubmitted }: CallRow & { editTo: string; submit: Call; remove: Call; onSubmitted: () => void }) {
  return rowBar({ actions, reload }, [
    { kind: 'link', action: 'edit', label: '编辑', to: editTo },
    { kind: 'call', action: 'submit', label: '提交审核', testId: `draft-submit-${id}`, confirm: '提交后将进入审核，确定提交？', okText: '提交', call: submit, after: onSubmitted },
    { kind: 'call', action: 'delete', label: '删除', danger: true, testId: `draft-delete-${id}`, confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: remove, success: '删除成功' },
  ]);
}

/** 认领 / 忽略 of one pool row (`what`: 求助, 项目…); a refused claim reloads the pool. */
export function ClaimRowActions({ id, actions, reload, what, claim, ignore, onClaimed }: CallRow & { what: string; claim: Call; ignore: Call; onClaimed: () => void }) {
  return rowBar({ actions, reload }, [
    // Someone else may have taken it meanwhile: a refusal shows the pool as it is now.
    { kind: 'call', action: 'claim', label: '认领', testId: `claim-${id}`, call: claim, success: '认领成功', after: onClaimed, failed: reload },
    { kind: 'call', action: 'ignore', label: '忽略', testId: `ignore-${id}`, confirm: `忽略后该${what}不再出现在您的待认领列表，确定？`, okText: '忽略', call: ignore, success: '已忽略' },
  ]);
}

/** What an action does on this list; `anyOf`: shown when the row offers any of these steps too (审核: 认领, 通过, 初审…). */
export type RowActionDef = ActionDef & { anyOf?: readonly string[] };

/** The defs the row shows, in button order. */
export function shownRowDefs(actions: readonly string[] | undefined, defs: readonly RowActionDef[]): RowActionDef[] {
  return defs.filter((d) => offers(actions, d.action, ...(d.anyOf ?? [])));
}

export function RowActions({
  actions,
  defs,
  onDone = () => {},
  before,
  children,
}: {
  /** The row's `actions`, as the API computed them for the caller. */
  actions: readonly string[] | undefined;
  /** Every button the list's rows can have, in button order. */
  defs: readonly RowActionDef[];
  /** After a successful call (usually the list's reload). */
  onDone?: () => void;
  /** Shown before the actions whatever the row offers (查看); a row with a call has the bar's order, after them. */
  before?: ReactNode;
  /** Shown after the actions whatever the row offers (links to related lists). */
  children?: ReactNode;
}) {
  const shown = shownRowDefs(actions, defs);
  if (shown.length === 0 && !before && !children) return null;
  if (shown.every((d) => d.kind === 'link')) {
    return (
      <RowSpace gap={0} wrap>
        {before}
        {shown.map((d) => d.kind === 'link' && (
          <LinkButton key={d.action} to={d.to} type="link" size="small" testId={d.testId}>{d.label}</LinkButton>
        ))}
        {children}
      </RowSpace>
    );
  }
  return (
    <ActionBar compact actions={shown.map((d) => d.action)} defs={shown} onDone={onDone}>
      {before}
      {children}
    </ActionBar>
  );
}
