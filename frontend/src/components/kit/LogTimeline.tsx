// The audit log of an item (who did what when, with the reason of a 退回), newest as the API orders it.
import { Card, Empty, Space, Timeline } from 'antd';
import { dateTime } from './format';
import { PlainText } from '../PlainTypography';

export interface LogEntry {
  action_label: string;
  operator_name: string;
  at: number | null;
  reason?: string | null;
  /** What `reason` holds (认领人, 快递…); 原因 when the platform does not say. */
  note_label?: string;
}

const colorOf = (label: string) => (label.includes('退回') ? 'red' : label.includes('通过') ? 'green' : 'blue');

export function LogTimeline({ logs, testId = 'case-logs', title = '操作记录' }: { logs: LogEntry[]; testId?: string; title?: string }) {
  return (
    <Card title={title} size="small">
      {logs.length > 0 ? (
        <Timeline
          data-testid={testId}
          items={logs.map((l) => ({
            color: colorOf(l.action_label),
            content: (
              <div>
                <Space wrap>
                  <strong>{l.action_label}</strong>
                  <span>{l.operator_name}</span>
                  <PlainText type="secondary">{dateTime(l.at)}</PlainText>
                </Space>
                {l.reason && <div>{l.note_label || '原因'}：{l.reason}</div>}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty description="暂无操作记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
