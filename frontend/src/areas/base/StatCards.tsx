import { Card, Col, Row } from 'antd';
import { AppLink } from '../../components/AppLink';
import { PlainStatistic } from '../../components/kit/PlainStatistic';
import type { Loaded } from '../../components/kit';
import type { LoveFund, MessageStats, MicroProjectRow, Page, ProjectRow } from './types';

interface Props {
  stats: Loaded<MessageStats>;
  projects: Loaded<Page<ProjectRow>>;
  micro: Loaded<Page<MicroProjectRow>>;
  funds: Loaded<Page<LoveFund>>;
}

function value<T>(l: Loaded<T>, f: (d: T) => number): number | string {
  return l.ok ? f(l.data) : '—';
}

/** Four headline numbers; a failed call shows a dash rather than a wrong zero. */
export function StatCards({ stats, projects, micro, funds }: Props) {
  const cards = [
    { key: 'unread', title: '未读消息', value: value(stats, (d) => d.un_read), to: '/messageNotice/index?is_read=0' },
    { key: 'messages', title: '消息总数', value: value(stats, (d) => d.total), to: '/messageNotice/index' },
    { key: 'projects', title: '公益项目', value: value(projects, (d) => d.total) },
    { key: 'micro', title: '联合劝募微项目', value: value(micro, (d) => d.total) },
    { key: 'funds', title: '爱心基金', value: value(funds, (d) => d.total) },
  ];
  return (
    <Row gutter={[16, 16]} className="dashboard-stats">
      {cards.map((c) => (
        <Col key={c.key} flex="1 1 180px">
          <Card className="stat-card" data-testid={`stat-${c.key}`}>
            <PlainStatistic title={c.to ? <AppLink to={c.to}>{c.title}</AppLink> : c.title} value={c.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
