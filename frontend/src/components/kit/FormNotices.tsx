import { Alert, Button, Modal } from 'antd';
import type { ButtonProps } from 'antd/es/button';
import { parseTime } from '../../lib/time';
import { LEAVE_CANCEL, LEAVE_CONTENT, LEAVE_OK, LEAVE_TITLE } from './leaveGuard';
import type { Restored } from './useFormSnapshot';
import type { LeavePrompt } from './useLeaveGuard';

/** Above a form: the notice of a restored unsent draft (with 放弃恢复: forget it, back to the
 *  form's initial values), and the server's refusal of the last send (`failed` is its title). */
export function FormNotices({
  snap,
  form,
  serverError,
  onCloseError,
  unsent = '提交',
  failed = '提交失败',
}: {
  snap: { restored: Restored | null; clear: () => void; leave?: LeavePrompt };
  form: { resetFields: () => void };
  serverError: string | null;
  onCloseError: () => void;
  /** What the restored content has not been yet: 提交 or 保存. */
  unsent?: string;
  failed?: string;
}) {
  const { restored } = snap;
  const onDiscard = () => {
    snap.clear();
    form.resetFields();
  };
  return (
    <>
      {restored && (
        <Alert
          type="info"
          showIcon
          data-testid="form-restored"
          title={`已恢复您在 ${parseTime(Math.floor(restored.savedAt / 1000))} 填写但尚未${unsent}的内容`}
          action={
            <Button size="small" onClick={onDiscard}>
              放弃恢复
            </Button>
          }
        />
      )}
      {serverError && <Alert type="error" showIcon closable={{ onClose: onCloseError }} title={failed} description={serverError} data-testid="form-server-error" />}
      {snap.leave && (
        // The leave guard's question (useLeaveGuard): rendered here, inside the app's theme.
        <Modal
          open={snap.leave.to !== null}
          title={LEAVE_TITLE}
          okText={LEAVE_OK}
          cancelText={LEAVE_CANCEL}
          onOk={snap.leave.leave}
          onCancel={snap.leave.stay}
          okButtonProps={{ 'data-testid': 'leave-confirm' } as ButtonProps}
          cancelButtonProps={{ 'data-testid': 'leave-cancel' } as ButtonProps}
          width={420}
        >
          {LEAVE_CONTENT}
        </Modal>
      )}
    </>
  );
}
