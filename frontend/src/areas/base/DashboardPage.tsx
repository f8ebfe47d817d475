// 首页: the organisation at a glance, all from the route's loaders (rendered on the server).
import { Col, Row } from 'antd';
import type { PageProps } from '../../pages/types';
import { useSession } from '../../state/session';
import { pick } from './envelope';
import { OrgCard } from './OrgCard';
import { LoveFunds, MicroProjects, RecentProjects } from './ProjectTables';
import { StatCards } from './StatCards';
import type { LoveFund, MessageStats, MicroProjectRow, OrgRecord, Page, ProjectRow } from './types';

export function DashboardPage({ data }: PageProps) {
  const { user } = useSession();
  const org = pick<OrgRecord>(data, 'org');
  const stats = pick<MessageStats>(data, 'stats');
  const projects = pick<Page<ProjectRow>>(data, 'projects');
  const micro = pick<Page<MicroProjectRow>>(data, 'microProjects');
  const funds = pick<Page<LoveFund>>(data, 'loveFunds');
  return (
    <div className="page dashboard" data-testid="dashboard">
      <OrgCard user={user} org={org} />
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
}
