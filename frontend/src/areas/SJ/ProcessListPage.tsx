// The list of every disclosure (信息披露) and end report (结项报告) the caller may see
// (processList, ?project_id= for one project) and one project's (processListProject/:id). A file
// of its own so the list's chunk holds no report form (pages/types.ts, per-page chunks).
import { Space } from 'antd';
import { Link } from 'react-router';
import { LinkButton, LoadError, UrlListPage, definePage, useCan, useTagSubject, type Rows } from '../../components/kit';
import { reportColumns } from '../../components/kit/reports';
import { searchProjects } from './donationApi';
import { REPORT_KIND, REVIEW_STATUS, REVIEW_STATUS_COLOR, type ProcessRow, type ProjectForReport, type ReportKind } from './processApi';

/** The pages of a report, by its kind (a disclosure's and an end report's routes differ). */
const pageOf = (kind: ReportKind, page: 'edit' | 'verify', id: number) =>
  `/SJ/${page}${kind === 'end' ? 'EndProcess' : 'Process'}/${id}`;

/** 信息披露 (every visible report) and 项目信息披露 (processListProject/:id: one project's). */
export const ProcessListPage = definePage(
  ['reports'],
  ({ load, route, search, params }) => {
    const { review } = useCan('SJ');
    const projectId = params.id;
    const project = projectId ? load<ProjectForReport>('project') : null;
    useTagSubject(project?.ok ? project.data.title : null);
    if (project && !project.ok) return <LoadError what="项目" msg={project.msg} />;
    const p = project?.ok ? project.data : null;
    const rows = load<Rows<ProcessRow>>('reports');
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
              <LinkButton to={`/SJ/viewProject/${p.id}`}>查看项目</LinkButton>
              <LinkButton to={`/SJ/donateListProject/${p.id}`}>捐款明细</LinkButton>
            </Space>
          )
        }
        filter={{
          statuses: REVIEW_STATUS,
          statusLabel: '审核状态',
          keywordPlaceholder: p ? '报告标题' : '报告标题或项目名称',
          selects: [
            { param: 'kind', label: '报告类型', choices: REPORT_KIND },
            ...(p ? [] : [{ param: 'project_id', label: '项目', search: searchProjects, current: filteredTitle, width: 240 }]),
          ],
        }}
        rows={rows}
        what="信息披露列表"
        path={p ? `/SJ/processListProject/${p.id}` : route.path}
        search={search}
        tableTestId="process-table"
        emptyText="暂无信息披露"
        scrollX={p ? 1150 : 1400}
        columns={reportColumns<ProcessRow>({
          titleLabel: '报告标题',
          amountLabel: '使用金额',
          middle: [
            { title: '类型', dataIndex: 'kind_label', width: 100 },
            ...(p
              ? []
              : [
                  {
                    title: '所属项目',
                    dataIndex: 'project_title',
                    width: 220,
                    ellipsis: true,
                    render: (t: string, r: ProcessRow) => <Link to={`/SJ/viewProject/${r.project_id}`}>{t}</Link>,
                  },
                ]),
          ],
          statusColors: REVIEW_STATUS_COLOR,
          ops: {
            width: 110,
            render: (r) =>
              review && r.status === 1 ? (
                <LinkButton to={pageOf(r.kind, 'verify', r.id)} type="link" size="small" testId={`verify-process-${r.id}`}>审核</LinkButton>
              ) : (
                <LinkButton to={pageOf(r.kind, 'edit', r.id)} type="link" size="small" testId={`open-process-${r.id}`}>{r.status === 2 || review ? '查看' : '查看/编辑'}</LinkButton>
              ),
          },
        })}
      />
    );
  },
  ['project'],
);
