import { Spin } from 'antd';

/** What a page shows while its chunk or its data is on the way. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spin size="large" description="加载中…">
        <div className="app-spin-box" />
      </Spin>
    </div>
  );
}
