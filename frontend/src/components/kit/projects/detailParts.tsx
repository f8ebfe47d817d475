// Pieces of a project's page as a donor sees it, shared by /SJ's project and /SJM's micro
// project: the cover (or its empty place), the image gallery, the reports listed with their
// review state, and the two columns (the public side, the management side).
import { Card, Col, List, Row, Space } from 'antd';
import { PreviewImage } from '../PreviewImage';
import { ImageGallery } from '../ImageGallery';
import type { ReactNode } from 'react';
import { dateTime } from '../format';
import { LinkButton } from '../LinkButton';
import { ReviewStatusTag } from './common';
import { PlainText } from '../../PlainTypography';

export function CoverImage({ src, height, testId }: { src: string | null | undefined; height: number; testId?: string }) {
  return src ? (
    <PreviewImage src={src} alt="封面图" width="100%" height={height} style={{ objectFit: 'cover', borderRadius: 6 }} data-testid={testId} />
  ) : (
    <div className="project-cover-empty">未上传封面图</div>
  );
}

export const ProjectGallery = ({ images }: { images: readonly string[] | null | undefined }) => <ImageGallery images={images} alt={(i) => `项目图片${i + 1}`} />;

interface ReportRefRow {
  id: number;
  title: string;
  status: number;
  status_label: string;
  created_at: number;
}

/** 信息披露 on a project's page: each report with its state, linked to `to(report)`. */
export function ReportRefList<R extends ReportRefRow>({ reports, to, name = (r) => r.title, testId }: { reports: R[] | undefined; to: (r: R) => string; name?: (r: R) => string; testId: string }) {
  return (
    <Card title="信息披露" size="small" data-testid={testId}>
      <List<R>
        size="small"
        dataSource={reports ?? []}
        locale={{ emptyText: '暂无信息披露' }}
        renderItem={(r) => (
          <List.Item extra={<ReviewStatusTag status={r.status} label={r.status_label} />}>
            <Space orientation="vertical" size={0}>
              <LinkButton to={to(r)} type="link" size="small">
                {name(r)}
              </LinkButton>
              <PlainText type="secondary" style={{ fontSize: 12, paddingLeft: 7 }}>
                {dateTime(r.created_at)}
              </PlainText>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The page's two columns: what donors see (wide) beside its management (narrow); stacked on a phone. */
export function DetailColumns({ testId, main, side }: { testId: string; main: ReactNode; side: ReactNode }) {
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      <Col xs={24} xl={15}>
        <Space orientation="vertical" size="middle" className="full-width">
          {main}
        </Space>
      </Col>
      <Col xs={24} xl={9}>
        <Space orientation="vertical" size="middle" className="full-width">
          {side}
        </Space>
      </Col>
    </Row>
  );
}
