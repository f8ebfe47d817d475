import { Alert, Card, Empty, List } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UnpagedTable } from '../../components/kit/UnpagedTable';
import { AppLink } from '../../components/AppLink';
import { canAccess, matchRoute } from '../../lib/access';
import { ROUTES } from '../../routes';
import { useSession } from '../../state/session';
import { parseTime } from '../../lib/time';
import type { Loaded } from '../../components/kit';
import { money } from '../../components/kit';
import { StatusTag } from '../../components/kit/StatusTag';
import { PROJECT_COLORS } from './labels';
import type { LoveFund, MicroProjectRow, Page, ProjectRow } from './types';

function Failed({ msg }: { msg: string }) {
  return <Alert type="warning" showIcon title={`加载失败：${msg}`} />;
}

/** The kit's StatusTag: antd's Tag markup without its code (ten of them on every dashboard). */
function statusTag(status: number | undefined, label: string | undefined) {
  return <StatusTag status={status ?? -1} label={label ?? '—'} colors={PROJECT_COLORS} />;
}

function dateRange(start?: number, end?: number): string {
  return `${parseTime(start, '{y}-{m}-{d}') ?? '—'} 至 ${parseTime(end, '{y}-{m}-{d}') ?? '—'}`;
}

/** A dashboard row's title as a link to its item's page, when the user may open that page. */
export function useItemLink() {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  return (path: string, text: string, testId: string) => {
    const match = matchRoute(ROUTES, path.split('?')[0]);
    return match && canAccess(match.route, roles) ? (
      <AppLink to={path} data-testid={testId}>
        {text}
      </AppLink>
    ) : (
      text
    );
  };
}

/** A dashboard card holding a short table of its list (no pages), or the load error. */
function DashboardTable<T extends { id: number }>({ title, testId, rows, scrollX, empty, columns }: { title: string; testId: string; rows: Loaded<Page<T>>; scrollX: number; empty: string; columns: ColumnsType<T> }) {
  return (
    <Card title={title} className="dashboard-card" data-testid={testId}>
      {rows.ok ? (
        <UnpagedTable<T> rowKey="id" size="small" scrollX={scrollX} rows={rows.data.list} emptyText={<Empty description={empty} />} columns={columns} />
      ) : (
        <Failed msg={rows.msg} />
      )}
    </Card>
  );
}

export function RecentProjects({ projects }: { projects: Loaded<Page<ProjectRow>> }) {
  const link = useItemLink();
  return (
    <DashboardTable<ProjectRow>
      title="最近的公益项目"
      testId="dashboard-projects"
      rows={projects}
      scrollX={640}
      empty="暂无项目"
      columns={[
        { title: '项目名称', dataIndex: 'title', ellipsis: true, render: (t: string, r) => link(`/SJ/viewProject/${r.id}`, t, `dashboard-project-${r.id}`) },
        { title: '目标金额', dataIndex: 'target', render: money, width: 120 },
        { title: '已筹金额', dataIndex: 'raised', render: money, width: 120 },
        { title: '状态', dataIndex: 'status', render: (_: unknown, r) => statusTag(r.status, r.status_label), width: 90 },
        { title: '募款期限', key: 'dates', render: (_: unknown, r) => dateRange(r.start_date, r.end_date), width: 210 },
      ]}
    />
  );
}

export function MicroProjects({ micro }: { micro: Loaded<Page<MicroProjectRow>> }) {
  const link = useItemLink();
  return (
    <DashboardTable<MicroProjectRow>
      title="联合劝募微项目"
      testId="dashboard-micro"
      rows={micro}
      scrollX={560}
      empty="暂无微项目"
      columns={[
        // Micro projects have no detail page: the list, searched for this one.
        { title: '微项目名称', dataIndex: 'title', ellipsis: true, render: (t: string, r) => link(`/SJM/projectMList?keyword=${encodeURIComponent(t)}`, t, `dashboard-micro-${r.id}`) },
        { title: '发起机构', dataIndex: 'org_name', ellipsis: true },
        { title: '目标金额', dataIndex: 'target', render: money, width: 110 },
        { title: '已筹金额', dataIndex: 'raised', render: money, width: 110 },
        { title: '状态', dataIndex: 'status', render: (_: unknown, r) => statusTag(r.status, r.status_label), width: 90 },
      ]}
    />
  );
}

export function LoveFunds({ funds }: { funds: Loaded<Page<LoveFund>> }) {
  return (
    <Card title="爱心基金" className="dashboard-card" data-testid="dashboard-funds">
      {funds.ok ? (
        <List
          size="small"
          dataSource={funds.data.list.slice(0, 8)}
          locale={{ emptyText: '暂无爱心基金' }}
          renderItem={(f) => <List.Item key={f.id}>{f.title}</List.Item>}
          footer={funds.data.total > 8 ? `共 ${funds.data.total} 个爱心基金` : undefined}
        />
      ) : (
        <Failed msg={funds.msg} />
      )}
    </Card>
  );
}
