// The light-up's record as a card (wish detail, light-up page). A file of its own: the antd Image
// preview it needs would otherwise ride along with every list page that imports ./common.
import { Card, Descriptions, Typography } from 'antd';
import { ImageGallery, dateTime } from '../../components/kit';
import type { Feedback } from './types';

/** What the light-up recorded: the delivery, the message and the feedback pictures. */
export function FeedbackCard({ feedback: f, title, testId }: { feedback: Feedback; title: string; testId: string }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="送达日期">{f.delivered_at}</Descriptions.Item>
        <Descriptions.Item label="签收人">{f.receiver}</Descriptions.Item>
        <Descriptions.Item label="登记人">{f.by_name}</Descriptions.Item>
        <Descriptions.Item label="点亮时间">{dateTime(f.at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{f.message}</Typography.Paragraph>
      <ImageGallery images={f.images} alt={(i) => `反馈图片${i + 1}`} width={120} height={90} />
    </Card>
  );
}
