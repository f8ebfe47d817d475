import { Button } from 'antd';
import { ButtonRow } from './ButtonRow';
import { ConfirmPopup } from './ConfirmPopup';
import { PlainText } from '../PlainTypography';

/**
 * The buttons under a form with drafts (useDraftForm): 删除草稿 (a saved draft), 保存草稿 (not once
 * submitted), then the primary 提交审核 (重新提交 after a return; ButtonRow), and a line on what
 * each needs.
 */
export function DraftFormButtons({
  mode,
  returned,
  busy,
  saveDraft,
  submit,
  remove,
  submitTestId,
  titleLabel,
  canSubmit = true,
  canDelete = mode === 'draft',
}: {
  mode: 'new' | 'draft' | 'edit';
  /** The item was returned: its submit is a 重新提交. */
  returned: boolean;
  busy: string | null;
  saveDraft: () => Promise<void>;
  submit: () => Promise<void>;
  remove: () => Promise<void>;
  submitTestId: string;
  titleLabel: string;
  /** Whether the caller submits (/SJM: the super admin opens drafts, their organisation submits them). */
  canSubmit?: boolean;
  /** Whether the caller deletes a saved draft (default: in draft mode). */
  canDelete?: boolean;
}) {
  return (
    <ButtonRow
      primary={
        canSubmit && (
          <Button type="primary" onClick={() => void submit()} loading={busy === 'submit'} disabled={busy !== null} data-testid={submitTestId}>
            {mode === 'edit' && returned ? '重新提交' : '提交审核'}
          </Button>
        )
      }
      after={
        <PlainText type="secondary">
          {mode === 'edit' ? '修改后提交将重新进入审核。' : canSubmit ? `保存草稿只需填写${titleLabel}，提交审核前需完整填写。` : `保存草稿只需填写${titleLabel}；执行机构补充完整后提交审核。`}
        </PlainText>
      }
    >
      {canDelete && (
        <ConfirmPopup title="确定删除该草稿？删除后不能恢复" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => remove()}>
          <Button danger loading={busy === 'delete'} disabled={busy !== null}>
            删除草稿
          </Button>
        </ConfirmPopup>
      )}
      {mode !== 'edit' && (
        <Button onClick={() => void saveDraft()} loading={busy === 'draft'} disabled={busy !== null} data-testid="save-draft">
          保存草稿
        </Button>
      )}
    </ButtonRow>
  );
}
