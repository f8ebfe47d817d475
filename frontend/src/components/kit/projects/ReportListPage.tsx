// The reports list of a project area (/SJ, /SJM): every disclosure (信息披露) and end report
// (结项报告) the caller may see (?project_id= for one project), and one project's
// (processListProject/:id). A file of its own, apart from the report forms (ReportPages.tsx), so
// a list page's chunk carries no form (docs/how-to-add-an-area.md, per-page chunks).
import { Space } from 'antd';
import { AppLink } from '../../AppLink';
import { remoteFilter } from '../../selectors/remoteFilter';
import { LinkButton } from '../LinkButton';
import { UrlListPage, type Rows } from '../ListPage';
import { chipFilters, OWN_FILTER } from '../chipFilters';
import { definePage } from '../page';
import { reportColumns } from '../reports/reportColumns';
import { offers } from '../offers';
import { useListOwner } from '../optionalItem';
import { useCan } from '../useCan';
import { bulkCall } from '../bulk';
import { listBulk } from '../matching';
import type { ProjectArea } from './area';
import { REVIEW_STATUS, REVIEW_STATUS_COLOR, reportKinds, type ProcessRow, type ProjectForReport } from './reportApi';

/** The reports list page of a project area, over its calls and paths. */
export function reportListPage(area: ProjectArea) {
  const { to, noun } = area;
  const { kinds, oneKind, ofKind } = reportKinds(area);
  const bulk = bulkCall(`${area.api}/bulk_process`);

  /** 信息披露 (every visible report) and 项目信息披露 (processListProject/:id: one project's). */
  return definePage(
    ['reports'],
    ({ load, route, search, params, reload }) => {
      const { reviewProgress } = useCan(area.key);
      const owner = useListOwner<ProjectForReport, 'reports' | 'project'>({ params, load }, 'project', noun);
      if ('view' in owner) return owner.view;
      const p = owner.item;
      const loaded = load<Rows<ProcessRow>>('reports');
      const rows = loaded.ok ? { ...loaded, data: { ...loaded.data, list: loaded.data.list.map(ofKind) } } : loaded;
      // The name of the project the URL filters by, before the filter's search ran.
      const filtered = new URLSearchParams(search).get('project_id');
      const filteredTitle = rows.ok ? rows.data.list.find((r) => String(r.project_id) === filtered)?.project_title : undefined;
      return (
        <UrlListPage<ProcessRow>
          title={p ? `信息披露：${p.title}` : '信息披露'}
          testId="process-list"
          extra={
            p && (
              <Space>
                <LinkButton to={to.view(p.id)}>{`查看${noun}`}</LinkButton>
                <LinkButton to={to.donations(p.id)}>捐款明细</LinkButton>
              </Space>
            )
          }
          filter={{
            statuses: REVIEW_STATUS,
            statusLabel: '审核状态',
            keywordPlaceholder: p ? '报告标题' : `报告标题或${noun}名称`,
            selects: [
              ...(oneKind ? [] : [{ param: 'kind', label: '报告类型', choices: kinds }]),
              ...(p ? [] : [remoteFilter({ param: 'project_id', label: noun, search: area.searchProjects, current: filteredTitle, width: 240 })]),
              ...chipFilters(search, [OWN_FILTER]),
            ],
          }}
          rows={rows}
          what="信息披露列表"
          path={p ? to.reportList(p.id) : route.path}
          search={search}
          tableTestId="process-table"
          emptyText="暂无信息披露"
          bulk={reviewProgress ? listBulk<ProcessRow>({ route, params, search }, 'reports', { send: bulk, actions: ['pass', 'return'], what: '报告', titleOf: (r) => r.title }) : undefined}
          reload={reload}
          scrollX={p ? 1150 : 1400}
          columns={reportColumns<ProcessRow>({
            titleLabel: '报告标题',
            amountLabel: '使用金额',
            middle: [
              ...(oneKind ? [] : [{ title: '类型', dataIndex: 'kind_label', width: 100 }]),
              ...(p
                ? []
                : [
                    {
                      title: `所属${noun}`,
                      dataIndex: 'project_title',
                      width: 220,
                      ellipsis: true,
                      render: (t: string, r: ProcessRow) => <AppLink to={to.view(r.project_id)}>{t}</AppLink>,
                    },
                  ]),
            ],
            statusColors: REVIEW_STATUS_COLOR,
            ops: {
              width: 110,
              render: (r) =>
                offers(r.actions, 'pass') ? (
                  <LinkButton to={to.report(r.kind, 'verify', r.id)} type="link" size="small" testId={`verify-process-${r.id}`}>审核</LinkButton>
                ) : (
                  <LinkButton to={to.report(r.kind, 'edit', r.id)} type="link" size="small" testId={`open-process-${r.id}`}>{offers(r.actions, 'edit') ? '查看/编辑' : '查看'}</LinkButton>
                ),
            },
          })}
        />
      );
    },
    ['project'],
  );
}
