// The fundraising of a 公益募捐活动 (`public_benefit_activity`): shown on the activity's page and
// above its donations.
import { Card, Descriptions, Progress } from 'antd';
import { money, orEmpty } from '../../components/kit';
import type { Fundraising } from './types';

/** The fundraising of a 公益募捐活动: its project, target, raised amount and donors. */
export function FundraisingCard({ f }: { f: Fundraising }) {
  return (
    <Card size="small" title="募捐情况" data-testid="fundraising">
      <Descriptions size="small" column={{ xs: 1, md: 4 }}>
        <Descriptions.Item label="关联项目">{orEmpty(f.project?.title)}</Descriptions.Item>
        <Descriptions.Item label="募款目标">{money(f.target_amount)}</Descriptions.Item>
        <Descriptions.Item label="已筹金额">{money(f.raised_amount)}</Descriptions.Item>
        <Descriptions.Item label="捐款人数">{f.donor_count}</Descriptions.Item>
      </Descriptions>
      <Progress percent={f.progress_percent} size="small" aria-label="募款进度" />
    </Card>
  );
}

