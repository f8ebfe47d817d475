// The one position of a primary action (issue 40, item 16): last, at the right, as antd's own
// Modal and Popconfirm footers place 确定 after 取消. Every row of form buttons is built with it,
// so a page cannot put 提交 before 取消 on one form and after it on the next.
import { Space } from 'antd';
import type { ReactNode } from 'react';

/** `children` (取消, 保存草稿, 删除…) first, then the primary action. */
export function ButtonRow({ primary, children, after }: { primary?: ReactNode; children?: ReactNode; after?: ReactNode }) {
  return (
    <Space wrap>
      {children}
      {primary}
      {after}
    </Space>
  );
}
