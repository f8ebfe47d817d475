import { Alert } from 'antd';

/** A loader or call that failed: what did not load and the platform's message. */
export function LoadError({ msg, what }: { msg: string; what: string }) {
  return <Alert type="error" showIcon title={`${what}加载失败`} description={msg} data-testid="load-error" />;
}
