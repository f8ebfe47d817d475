// 数据中心: the platform's figures over a period and filters (all in the URL): KPI cards with
// the change against the previous period, three charts drawn into the server's HTML as SVG and
// made interactive once ECharts has loaded (components/charts/Chart.tsx), the province ranking,
// the top projects and organisations, the share conversion and an export of the shown tables.
import { Card, Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Chart } from '../../components/charts/Chart';
import { ExportButton } from '../../components/ExportButton';
import { definePage } from '../../components/kit/page';
import { LoadError } from '../../components/kit/LoadError';
import { useCan } from '../../components/kit/useCan';
import { areaOption, pledgeOption, trendOption } from './chartOptions';
import { DataFilterBar } from './DataFilterBar';
import { exportFiltersOf, filtersOf, queryOf } from './filters';
import { KpiCards } from './KpiCards';
import { TopOrgs, TopProjects } from './RankTables';
import { RegionRanking } from './RegionRanking';
import { SharesCard } from './SharesCard';
import type { Overview } from './types';

// The widths the server draws at: the chart boxes' widths at 1280 px (the SVG scales to its box
// until the live chart, sized to the box, replaces it).
const FULL = 1000;
const HALF = 490;

export const DataCenterPage = definePage(['overview'], ({ load }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  // Platform staff may widen the figures to every organisation.
  const widen = useCan('dataCenter').seesAll;
  const overview = load<Overview>('overview');
  const ov = overview.ok ? overview.data : null;

  return (
    <Space orientation="vertical" size="middle" className="full-width page data-center" data-testid="data-center">
      <Card size="small">
        <DataFilterBar filters={filters} scope={ov?.scope ?? null} period={ov?.period ?? null} widen={widen} onChange={(f) => navigate(`${location.pathname}${queryOf(f)}`)} />
        {/* What the figures cover, and the export of exactly that, under the filters. */}
        <div className="data-scope-row">
          {ov && (
            <div className="data-scope" data-testid="data-scope">
              {ov.scope.province_name} · {ov.scope.area_label}
              {ov.scope.org_name ? ` · ${ov.scope.org_name}` : ''} · {ov.period.start} 至 {ov.period.end}（{ov.period.days} 天，对比 {ov.period.previous_start} 至 {ov.period.previous_end}）
            </div>
          )}
          <ExportButton name="data_center" filters={exportFiltersOf(filters)} label="导出报表" />
        </div>
      </Card>
      {ov ? (
        <Figures ov={ov} provinceHref={widen ? (province) => `${location.pathname}${queryOf({ ...filters, province })}` : undefined} />
      ) : (
        !overview.ok && <LoadError what="数据中心" msg={overview.msg} />
      )}
    </Space>
  );
});

function Figures({ ov, provinceHref }: { ov: Overview; provinceHref?: (province: string) => string }) {
  const charts = useMemo(
    () => ({ trend: trendOption(ov.series), area: areaOption(ov.by_area), pledges: pledgeOption(ov.pledges) }),
    [ov],
  );
  return (
    <>
      <KpiCards kpis={ov.kpis} />
      <Card title="募款趋势" size="small">
        <Chart option={charts.trend} height={320} serverWidth={FULL} testId="chart-trend" label="募款金额与捐款笔数随时间的变化" />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="业务分布" size="small" className="full-height">
            <Chart option={charts.area} height={260} serverWidth={HALF} testId="chart-area" label="各业务募款金额占比" />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="地区分布" size="small" className="full-height">
            <RegionRanking rows={ov.by_region} provinceHref={provinceHref} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TopProjects rows={ov.top_projects} />
        </Col>
        <Col xs={24} xl={12}>
          <TopOrgs rows={ov.top_orgs} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <SharesCard shares={ov.shares} />
        </Col>
        <Col xs={24} xl={16}>
          <Card title="月捐" size="small" className="full-height">
            <Chart option={charts.pledges} height={260} serverWidth={650} testId="chart-pledges" label="每月新增、取消与有效的月捐" />
          </Card>
        </Col>
      </Row>
    </>
  );
}
