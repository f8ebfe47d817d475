// The narrow column of an SP detail page (物品捐赠, 义卖商品, 订单): the card staff act in, then
// the item's log; stacked under the wide column on a phone.
import { Card, Col, Space } from 'antd';
import type { ReactNode } from 'react';
import { LogTimeline, type LogEntry } from '../../components/kit';

export function DetailSide({ title, logs, logsTestId, children }: { title: string; logs: LogEntry[]; logsTestId: string; children: ReactNode }) {
  return (
    <Col xs={24} xl={9}>
      <Space orientation="vertical" size="middle" className="full-width">
        <Card title={title}>
          <Space orientation="vertical" size="middle" className="full-width">
            {children}
          </Space>
        </Card>
        <LogTimeline logs={logs} testId={logsTestId} />
      </Space>
    </Col>
  );
}
