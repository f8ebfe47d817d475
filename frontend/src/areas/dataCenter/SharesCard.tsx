// 一起捐转化: how many share pages brought donations in the period, and what they brought.
import { Card, Col, Progress, Row } from 'antd';
import { PlainStatistic } from '../../components/kit/PlainStatistic';
import { money } from '../../components/kit/format';
import { yuan } from './chartOptions';
import type { Shares } from './types';

const percent = (p: number | null) => (p === null ? '—' : `${p.toFixed(1)}%`);

/** Two headline numbers side by side. */
const pair = (items: Array<[string, number]>) =>
  items.map(([title, value]) => (
    <Col key={title} span={12}>
      <PlainStatistic title={title} value={value} />
    </Col>
  ));

export function SharesCard({ shares }: { shares: Shares }) {
  return (
    <Card title="一起捐转化" size="small" className="full-height" data-testid="shares">
      <Row gutter={[16, 12]}>
        {pair([
          ['一起捐页面', shares.pages],
          ['本期有捐款的页面', shares.active_pages],
        ])}
        <Col span={24}>
          <div className="shares-rate">页面转化率 {percent(shares.conversion_percent)}</div>
          <Progress percent={shares.conversion_percent ?? 0} showInfo={false} strokeColor="#fa8c16" aria-label="转化率" data-testid="shares-conversion" />
        </Col>
        {pair([
          ['捐款笔数', shares.donation_count],
          ['捐赠人数', shares.donor_count],
        ])}
        {/* The amount on a row of its own: six-figure yuan do not fit a third of the card. */}
        <Col span={24}>
          <PlainStatistic title="金额" value={money(yuan(shares.amount_fen))} />
          <div className="shares-note">占本期募款 {percent(shares.amount_percent)}</div>
        </Col>
      </Row>
    </Card>
  );
}
