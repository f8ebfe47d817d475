// 项目排行 and 机构排行: the period's top ten by money, with links to the project's page.
import { Card, Table } from 'antd';
import { Link } from 'react-router';
import { money } from '../../components/kit/format';
import { yuan } from './chartOptions';
import type { TopOrg, TopProject } from './types';

const amount = (fen: number) => money(yuan(fen));

export function TopProjects({ rows }: { rows: readonly TopProject[] }) {
  return (
    <Card title="项目排行" size="small" className="full-height" data-testid="top-projects">
      <Table<TopProject>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows as TopProject[]}
        locale={{ emptyText: '本期暂无捐款' }}
        columns={[
          { title: '#', key: 'rank', width: 40, render: (_: unknown, __: TopProject, i: number) => i + 1 },
          // The organisation and province under the title (as the export's 机构 · 地区 column): the
          // half-width card at 1280 px has no room for a column of their own.
          {
            title: '项目',
            dataIndex: 'title',
            ellipsis: true,
            render: (t: string, r) => (
              <>
                <Link to={`/SJ/viewProject/${r.id}`}>{t}</Link>
                <div className="rank-meta">{[r.org_name, r.province_name].filter(Boolean).join(' · ')}</div>
              </>
            ),
          },
          { title: '金额', dataIndex: 'amount_fen', width: 130, align: 'right', render: amount },
          { title: '笔数', dataIndex: 'count', width: 64, align: 'right' },
        ]}
      />
    </Card>
  );
}

export function TopOrgs({ rows }: { rows: readonly TopOrg[] }) {
  return (
    <Card title="机构排行" size="small" className="full-height" data-testid="top-orgs">
      <Table<TopOrg>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows as TopOrg[]}
        locale={{ emptyText: '本期暂无捐款' }}
        columns={[
          { title: '#', key: 'rank', width: 40, render: (_: unknown, __: TopOrg, i: number) => i + 1 },
          { title: '机构', dataIndex: 'name', ellipsis: true },
          { title: '金额', dataIndex: 'amount_fen', width: 130, align: 'right', render: amount },
          { title: '笔数', dataIndex: 'count', width: 64, align: 'right' },
        ]}
      />
    </Card>
  );
}
