// Pieces the areas' list pages share: the 操作 column (fixed on the right of a narrow screen) and
// the row of statistics above a list (two, four or eight a row by the screen's width).
import { Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** A table's 操作 column of `width` px, drawing each row's buttons. */
export const opsColumn = <T,>(width: number, render: (r: T) => ReactNode) => ({ title: '操作', key: 'ops', width, fixed: 'right' as const, render: (_: unknown, r: T) => render(r) });

/** The small link buttons of a row. */
export const rowButton = { type: 'link' as const, size: 'small' as const };

/** Statistics as `[title, value]` pairs in a responsive grid. */
export function StatGrid({ items, testId }: { items: Array<[string, ReactNode]>; testId: string }) {
  return (
    <Row gutter={[16, 8]} data-testid={testId}>
      {items.map(([title, value]) => (
        <Col key={title} xs={12} sm={6} xl={3}>
          <Statistic title={title} value={String(value)} />
        </Col>
      ))}
    </Row>
  );
}
