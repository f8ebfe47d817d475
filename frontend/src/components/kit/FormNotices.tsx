import { Alert, Button } from 'antd';
import { parseTime } from '../../lib/time';
import type { Restored } from './useFormSnapshot';

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
  snap: { restored: Restored | null; clear: () => void };
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
    </>
  );
}
