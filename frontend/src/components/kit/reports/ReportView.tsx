// A report read-only: what it belongs to, its amount, content and images, and why it was
// returned.
import { Alert, Descriptions, Space, Typography } from 'antd';
import { ImageGallery } from '../ImageGallery';
import { dateTime, money } from '../format';
import { LinkButton } from '../LinkButton';
import type { ReportDetail, ReportLabels } from './types';

/** What the report belongs to: its label (所属求助, 所属项目), title and page. */
export interface ReportSubject {
  label: string;
  title: string;
  to: string;
}

export function ReportView({ report: p, labels, subject }: { report: ReportDetail; labels: ReportLabels; subject: ReportSubject }) {
  const images = p.images ?? [];
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      {p.status === 3 && p.reason && <Alert type="warning" showIcon title={`该${labels.noun}被退回`} description={`退回原因：${p.reason}`} data-testid="progress-return-reason" />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={subject.label}>
          <LinkButton to={subject.to} type="link" size="small">{subject.title}</LinkButton>
        </Descriptions.Item>
        <Descriptions.Item label="机构">{p.org_name}</Descriptions.Item>
        <Descriptions.Item label={`${labels.noun}标题`}>{p.title}</Descriptions.Item>
        <Descriptions.Item label={labels.amount}>{money(p.amount_used)}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{dateTime(p.created_at)}</Descriptions.Item>
        <Descriptions.Item label="审核时间">{dateTime(p.reviewed_at)}</Descriptions.Item>
        <Descriptions.Item label={`${labels.noun}内容`} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{p.content}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={`${labels.noun}图片`} span={2}>
          <ImageGallery images={images} alt={(i) => `第 ${i + 1} 张图片`} width={100} height={75} empty="—" />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
