import { StatusResultPage } from './StatusResultPage';

/** 401: the user's roles do not reach this page (spec §6). */
export function UnauthorizedPage() {
  return (
    <StatusResultPage
      status="403"
      title="401"
      subTitle="抱歉，您没有访问该页面的权限，如有需要请联系平台管理员。"
      testId="page-401"
    />
  );
}
