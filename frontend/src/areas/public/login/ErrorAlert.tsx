// antd's <Alert type="error" showIcon title> markup (see useAntdLook.ts).
import { CloseCircleFilled } from '@ant-design/icons';

export function ErrorAlert({ hashId, message, className }: { hashId: string; message: string; className: string }) {
  return (
    <div data-show="true" className={`ant-alert ant-alert-error ant-alert-outlined ${className} ${hashId}`} role="alert" data-testid="login-error">
      <span className="ant-alert-icon">
        <CloseCircleFilled />
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{message}</div>
      </div>
    </div>
  );
}
