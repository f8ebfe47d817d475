// 核心指标: each figure of the period with the previous period of equal length and the change.
import { Card, Col, Row } from 'antd';
import { PlainStatistic } from '../../components/kit/PlainStatistic';
import { money } from '../../components/kit/format';
import type { Kpi } from './types';

/** A KPI value as shown: money for fen, a plain count otherwise. */
export const kpiText = (k: Pick<Kpi, 'unit'>, v: number): string => (k.unit === 'fen' ? money(v / 100) : v.toLocaleString('zh-CN'));

/** 环比: ▲12.5% / ▼3.0% / 持平, or 上期无数据 when there is nothing to compare with. */
export function changeText(change: number | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (change === null) return { text: '上期无数据', tone: 'flat' };
  if (change > 0) return { text: `▲ ${change.toFixed(1)}%`, tone: 'up' };
  if (change < 0) return { text: `▼ ${Math.abs(change).toFixed(1)}%`, tone: 'down' };
  return { text: '持平', tone: 'flat' };
}

export function KpiCards({ kpis, testPrefix = 'kpi' }: { kpis: readonly Kpi[]; testPrefix?: string }) {
  return (
    <Row gutter={[16, 16]}>
      {kpis.map((k) => {
        const change = changeText(k.change_percent);
        return (
          <Col key={k.key} xs={12} lg={6}>
            <Card size="small" className="kpi-card" data-testid={`${testPrefix}-${k.key}`}>
              <PlainStatistic title={k.label} value={kpiText(k, k.value)} />
              <div className="kpi-compare">
                <span className={`kpi-change kpi-${change.tone}`} data-testid={`${testPrefix}-${k.key}-change`}>
                  环比 {change.text}
                </span>
                <span className="kpi-previous">上期 {kpiText(k, k.previous)}</span>
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
