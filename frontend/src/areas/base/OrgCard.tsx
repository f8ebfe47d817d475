import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import { AppLink } from '../../components/AppLink';
import { StrongText, Title } from '../../components/PlainTypography';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import type { SessionUser } from '../../state/types';
import type { Loaded } from '../../components/kit';
import { certificationTag } from './labels';
import type { OrgRecord } from './types';

/** Greeting, organisation facts and certification status (with the reason when returned). */
export function OrgCard({ user, org }: { user: SessionUser | null; org: Loaded<OrgRecord> }) {
  const record = org.ok ? org.data : {};
  const cert = certificationTag(record.certification ?? user?.certification, record.certification_label);
  const reason = record.return_reason || user?.return_reason;
  // Region names come with the region chunk after hydration; codes are never shown.
  const regions = useRegions();
  const place = regions ? regionText([record.province, record.city, record.district], regions.names) : null;
  return (
    <Card className="dashboard-card" data-testid="dashboard-org">
      <Space orientation="vertical" size="small" className="full-width">
        <Title level={4} className="dashboard-greeting">
          您好，{user?.name ?? '用户'}
        </Title>
        <Space wrap>
          <StrongText>{record.name ?? '机构信息暂不可用'}</StrongText>
          <Tag color={cert.color} data-testid="certification-status">
            {cert.label}
          </Tag>
          {cert.label !== '已认证' && <AppLink to="/config/auth">前往机构认证</AppLink>}
        </Space>
        {!org.ok && <Alert type="warning" showIcon title={`机构信息加载失败：${org.msg}`} />}
        {cert.color === 'error' && reason && <Alert type="error" showIcon title="认证已退回" description={reason} />}
        {org.ok && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label="统一社会信用代码">{record.credit_code ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="联系人">{record.contact ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{record.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="所在地区">
              <span data-testid="org-region">{place === null ? '…' : place || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label="电子邮箱">{record.email ?? '—'}</Descriptions.Item>
          </Descriptions>
        )}
      </Space>
    </Card>
  );
}
