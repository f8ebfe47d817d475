// antd's <Alert type="error" showIcon message> markup (see useAntdLook.ts).
import { CloseCircleFilled } from '@ant-design/icons';

export function ErrorAlert({ hashId, message, className }: { hashId: string; message: string; className: string }) {
  return (
    <div data-show="true" className={`ant-alert ant-alert-error ${className} ${hashId}`} role="alert" data-testid="login-error">
      <CloseCircleFilled className="ant-alert-icon" />
      <div className="ant-alert-content">
        <div className="ant-alert-message">{message}</div>
      </div>
    </div>
  );
}
