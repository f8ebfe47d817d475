import { Button, Result, Space } from 'antd';
import { Link } from 'react-router-dom';

/** 401: the user's roles do not reach this page (spec §6). */
export function UnauthorizedPage() {
  return (
    <div className="app-center" data-testid="page-401">
      <Result
        status="403"
        title="401"
        subTitle="抱歉，您没有访问该页面的权限，如有需要请联系平台管理员。"
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
