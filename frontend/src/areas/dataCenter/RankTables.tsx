// 项目排行 and 机构排行: the period's top ten by money, with links to the project's page.
import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { AppLink } from '../../components/AppLink';
import { money } from '../../components/kit/format';
import { UnpagedTable } from '../../components/kit/UnpagedTable';
import { yuan } from './chartOptions';
import type { TopOrg, TopProject } from './types';

const amount = (fen: number) => money(yuan(fen));

/**
 * Below this width a ranking scrolls sideways rather than squeeze its name column (a phone); the
 * half-width card at 1280 px is wider, so there it fills the card.
 */
const RANK_TABLE_MIN_WIDTH = 440;

/** A ranking card: rank, the row's own columns, then 金额 and 笔数 (every ranking has them). */
function RankCard<T extends { id: number; amount_fen: number; count: number }>(props: {
  title: string;
  testId: string;
  rows: readonly T[];
  columns: TableColumnsType<T>;
}) {
  return (
    <Card title={props.title} size="small" className="full-height" data-testid={props.testId}>
      <UnpagedTable<T>
        rowKey="id"
        size="small"
        scrollX={RANK_TABLE_MIN_WIDTH}
        rows={props.rows as T[]}
        emptyText="本期暂无捐款"
        columns={[
          { title: '#', key: 'rank', width: 40, render: (_: unknown, __: T, i: number) => i + 1 },
          ...props.columns,
          { title: '金额', dataIndex: 'amount_fen', width: 130, align: 'right', render: amount },
          { title: '笔数', dataIndex: 'count', width: 64, align: 'right' },
        ]}
      />
    </Card>
  );
}

export function TopProjects({ rows }: { rows: readonly TopProject[] }) {
  return (
    <RankCard<TopProject>
      title="项目排行"
      testId="top-projects"
      rows={rows}
      columns={[
        // The organisation and province under the title (as the export's 机构 · 地区 column): the
        // half-width card at 1280 px has no room for a column of their own.
        {
          title: '项目',
          dataIndex: 'title',
          ellipsis: true,
          render: (t: string, r) => (
            <>
              <AppLink to={`/SJ/viewProject/${r.id}`}>{t}</AppLink>
              <div className="rank-meta">{[r.org_name, r.province_name].filter(Boolean).join(' · ')}</div>
            </>
          ),
        },
      ]}
    />
  );
}

export function TopOrgs({ rows }: { rows: readonly TopOrg[] }) {
  return <RankCard<TopOrg> title="机构排行" testId="top-orgs" rows={rows} columns={[{ title: '机构', dataIndex: 'name', ellipsis: true }]} />;
}
