import { Button, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import { LinkButton } from '../components/kit/LinkButton';

interface Props {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  testId: string;
}

/** A full-page status (404, 401) outside the console layout, with the two ways back. */
export function StatusResultPage({ status, title, subTitle, testId }: Props) {
  return (
    // Outside the console layout: its own main landmark, and its title as the page's h1.
    <main className="app-center" data-testid={testId}>
      <Result
        status={status}
        title={<h1 className="result-h1">{title}</h1>}
        subTitle={subTitle}
        extra={
          <Space>
            <Button onClick={() => window.history.back()}>返回上一页</Button>
            {/* One element: a link drawn as the primary button (a button inside a link is
                two nested controls, and a screen reader heard both). */}
            <LinkButton to="/dashboard" type="primary" testId="status-home">
              返回首页
            </LinkButton>
          </Space>
        }
      />
    </main>
  );
}
