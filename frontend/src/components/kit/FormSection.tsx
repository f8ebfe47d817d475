import { Card } from 'antd';
import type { ReactNode } from 'react';

/** One titled section of a long form (基本信息, 受助人, 预算明细…): an inner card. */
export function FormSection({ title, children, extra, testId }: { title: string; children: ReactNode; extra?: ReactNode; testId?: string }) {
  return (
    <Card type="inner" title={title} size="small" extra={extra} style={{ marginBottom: 16 }} data-testid={testId}>
      {children}
    </Card>
  );
}
