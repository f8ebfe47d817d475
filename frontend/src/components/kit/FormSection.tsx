import { Card, Row } from 'antd';
import type { ReactNode } from 'react';

/**
 * One titled section of a long form (基本信息, 受助人, 预算明细…): an inner card. `grid`: its
 * children are columns (`Field`s) of one row of the form grid, 24 px apart.
 */
export function FormSection({ title, children, extra, testId, grid = false }: { title: string; children: ReactNode; extra?: ReactNode; testId?: string; grid?: boolean }) {
  return (
    <Card type="inner" title={title} size="small" extra={extra} style={{ marginBottom: 16 }} data-testid={testId}>
      {grid ? <Row gutter={24}>{children}</Row> : children}
    </Card>
  );
}
