// 分享捐详情 of a project area (/SJ, /SJM): the share and the donations it brought, its own chunk
// (the lists are DonationPages.tsx).
import { Card, Descriptions, Space, Typography } from 'antd';
import { AppLink } from '../../AppLink';
import type { OrderPage } from '../donations/types';
import { dateTime, money, orEmpty } from '../format';
import { LinkButton } from '../LinkButton';
import { routeRows } from '../ListPage';
import { LoadError } from '../LoadError';
import { definePage } from '../page';
import { useTagSubject } from '../useTagSubject';
import type { ProjectArea } from './area';
import type { ProjectDonation, ShareDetail } from './donationApi';
import { projectDonations } from './ProjectDonations';

/** The share detail page of a project area. */
export function shareDonationPage(area: ProjectArea) {
  const { to, noun } = area;
  const ProjectDonations = projectDonations(area);

  /** 分享捐详情: the share and the donations it brought. */
  const ShareDonateDetailPage = definePage(['share', 'donations'], ({ load, params, route, search, reload }) => {
    const detail = load<ShareDetail>('share');
    useTagSubject(detail.ok ? `${detail.data.launcher_name}的一起捐` : null);
    if (!detail.ok) return <LoadError what="一起捐" msg={detail.msg} />;
    const s = detail.data;
    return (
      <Space orientation="vertical" className="full-width" size="middle">
        <Card title={`一起捐：${s.launcher_name}`} extra={<LinkButton to={to.shareList}>返回列表</LinkButton>} data-testid="share-detail">
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="发起人">{s.launcher_name}</Descriptions.Item>
            <Descriptions.Item label={`所属${noun}`}>
              <AppLink to={to.view(s.project.id)}>{s.project.title}</AppLink>
            </Descriptions.Item>
            <Descriptions.Item label="发起时间">{dateTime(s.created_at)}</Descriptions.Item>
            <Descriptions.Item label="目标金额">{money(s.target_amount)}</Descriptions.Item>
            <Descriptions.Item label="已筹金额">
              <span data-testid="share-raised">{money(s.raised_amount)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="捐款人数 / 分享次数">
              {s.donor_count} 人 / {s.share_count} 次
            </Descriptions.Item>
            <Descriptions.Item label="宣言" span={3}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{orEmpty(s.declaration)}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <ProjectDonations title="该一起捐的捐款" list={routeRows<ProjectDonation, OrderPage<ProjectDonation>>({ route, search }, load('donations'), to.share(Number(params.id)))} reload={reload} shareId={s.id} />
      </Space>
    );
  });

  return ShareDonateDetailPage;
}
