// A list page's statistics over its filters: a row of headline numbers from one loader (a
// failed call shows its message instead of wrong zeros). Four to a row on a phone's two columns.
import { Card, Col, Row, Space } from 'antd';
import { PlainStatistic } from './PlainStatistic';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import type { Loaded } from './page';

export function StatsRow<T>({ stats, items, testId }: { stats: Loaded<T>; items: (data: T) => Array<[string, ReactNode]>; testId: string }) {
  if (!stats.ok) return <LoadError what="统计" msg={stats.msg} />;
  return (
    <Row gutter={[16, 8]} data-testid={testId}>
      {items(stats.data).map(([title, value]) => (
        <Col key={title} xs={12} sm={6} xl={3}>
          <PlainStatistic title={title} value={String(value)} />
        </Col>
      ))}
    </Row>
  );
}

/** The count of one state in a statistics answer's `by_status` (0 when absent). */
export const countOf = (byStatus: ReadonlyArray<{ status: number; count: number }>, status: number): number => byStatus.find((b) => b.status === status)?.count ?? 0;

/** A list page with its statistics above it, in a card (「统计（按当前筛选）」 unless told). */
export function WithStats<T>({ title = '统计（按当前筛选）', children, ...row }: { stats: Loaded<T>; items: (data: T) => Array<[string, ReactNode]>; testId: string; title?: string; children: ReactNode }) {
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <Card size="small" title={title}>
        <StatsRow {...row} />
      </Card>
      {children}
    </Space>
  );
}
