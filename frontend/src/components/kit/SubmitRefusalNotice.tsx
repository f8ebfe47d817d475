// The notice a form page shows above its fields when the organisation may not submit yet
// (submitRefusal.ts decides): one look for /SJ's and /SJM's forms.
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import type { SubmitRefusal } from './submitRefusal';

export function SubmitRefusalNotice({ what, refusal, action }: { what: string; refusal: SubmitRefusal; action?: ReactNode }) {
  return <Alert type="warning" showIcon title={`暂不能提交${what}`} description={refusal.text} action={action} data-testid="auth-refusal" />;
}
