import { StatusResultPage } from './StatusResultPage';

/** 404: the path matches no route. */
export function NotFoundPage() {
  return <StatusResultPage status="404" title="404" subTitle="抱歉，您访问的页面不存在或已被移除。" testId="page-404" />;
}
