// The row buttons every area's draft box and claim pool share: a draft is edited, submitted
// (every rule applies on the server) or deleted; a pooled item is claimed (then its review page
// opens) or ignored (hidden from the caller's pool only).
import type { Envelope } from '../../lib/http';
import { ActionBar } from './ActionBar';

/** 编辑 / 提交审核 / 删除 of one draft row; after a submit the item's page opens. */
export function DraftRowActions({
  id,
  editTo,
  submit,
  remove,
  onSubmitted,
  reload,
  offered = ['edit', 'submit', 'delete'],
}: {
  id: number;
  /** The buttons the caller may use (default all three; /SJM: the owner submits, the super admin deletes). */
  offered?: Array<'edit' | 'submit' | 'delete'>;
  editTo: string;
  submit: () => Promise<Envelope<unknown>>;
  remove: () => Promise<Envelope<unknown>>;
  onSubmitted: () => void;
  reload: () => void;
}) {
  return (
    <ActionBar
      compact
      actions={offered}
      onDone={reload}
      defs={[
        { kind: 'link', action: 'edit', label: '编辑', to: editTo },
        { kind: 'call', action: 'submit', label: '提交审核', testId: `draft-submit-${id}`, confirm: '提交后将进入审核，确定提交？', okText: '提交', call: submit, after: onSubmitted },
        { kind: 'call', action: 'delete', label: '删除', danger: true, testId: `draft-delete-${id}`, confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: remove, success: '删除成功' },
      ]}
    />
  );
}

/** 认领 / 忽略 of one pool row (`what`: 求助, 项目…); a refused claim reloads the pool. */
export function ClaimRowActions({
  id,
  what,
  claim,
  ignore,
  onClaimed,
  reload,
}: {
  id: number;
  what: string;
  claim: () => Promise<Envelope<unknown>>;
  ignore: () => Promise<Envelope<unknown>>;
  onClaimed: () => void;
  reload: () => void;
}) {
  return (
    <ActionBar
      compact
      actions={['claim', 'ignore']}
      onDone={reload}
      defs={[
        // Someone else may have taken it meanwhile: a refusal shows the pool as it is now.
        { kind: 'call', action: 'claim', label: '认领', testId: `claim-${id}`, call: claim, success: '认领成功', after: onClaimed, failed: reload },
        { kind: 'call', action: 'ignore', label: '忽略', testId: `ignore-${id}`, confirm: `忽略后该${what}不再出现在您的待认领列表，确定？`, okText: '忽略', call: ignore, success: '已忽略' },
      ]}
    />
  );
}
