import { Button, Result, Space } from 'antd';
import { Link } from 'react-router-dom';

/** 404: outside the console layout, with a way back. */
export function NotFoundPage() {
  return (
    <div className="app-center" data-testid="page-404">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或已被移除。"
        extra={
          <Space>
            <Button onClick={() => window.history.back()}>返回上一页</Button>
            <Link to="/dashboard">
              <Button type="primary">返回首页</Button>
            </Link>
          </Space>
        }
      />
    </div>
  );
}
