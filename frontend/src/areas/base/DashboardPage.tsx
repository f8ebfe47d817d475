// 首页: the organisation at a glance and what needs doing now, all from the route's loaders
// (rendered on the server).
import { Col, Row } from 'antd';
import { definePage } from '../../components/kit';
import { useSession } from '../../state/session';
import { OrgCard } from './OrgCard';
import { LoveFunds, MicroProjects, RecentProjects } from './ProjectTables';
import { StatCards } from './StatCards';
import { TodoPanel } from './TodoPanel';
import type { LoveFund, MessageStats, MicroProjectRow, OrgRecord, Page, ProjectRow, Todo } from './types';

export const DashboardPage = definePage(['org', 'stats', 'projects', 'microProjects', 'loveFunds', 'todo'], ({ load }) => {
  const { user } = useSession();
  const org = load<OrgRecord>('org');
  const stats = load<MessageStats>('stats');
  const projects = load<Page<ProjectRow>>('projects');
  const micro = load<Page<MicroProjectRow>>('microProjects');
  const funds = load<Page<LoveFund>>('loveFunds');
  const todo = load<Todo>('todo');
  return (
    <div className="page dashboard" data-testid="dashboard">
      <OrgCard user={user} org={org} />
      <TodoPanel todo={todo} />
      <StatCards stats={stats} projects={projects} micro={micro} funds={funds} />
      <RecentProjects projects={projects} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <MicroProjects micro={micro} />
        </Col>
        <Col xs={24} xl={8}>
          <LoveFunds funds={funds} />
        </Col>
      </Row>
    </div>
  );
});
