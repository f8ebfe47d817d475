import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IconResult } from '../components/IconResult';
import { addError, COLLECT_ERRORS, describeError } from '../lib/errorLog';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

/** Keeps a crashing page from taking the layout down; logs it for the error-log dialog. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    if (COLLECT_ERRORS) addError(describeError(error, info.componentStack ?? '', window.location.href));
  }

  override render(): ReactNode {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '__pending__' || failedKey === this.props.resetKey)) {
      return (
        <IconResult
          status="error"
          title="页面出错了"
          subTitle="页面渲染时发生错误，请刷新重试。"
          extra={<Button type="primary" onClick={() => window.location.reload()}>刷新页面</Button>}
        />
      );
    }
    return this.props.children;
  }
}
