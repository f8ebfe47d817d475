// Disclosures (信息披露) and end reports (结项报告) of a project area (/SJ, /SJM): the
// new-report pages (the id is the project's), edit-or-read pages and the reviews (an end
// report's pass closes the project). `reportPages(area)` builds them over the area's calls and
// paths (the list is ReportListPage.tsx, so a list's chunk holds no form); the form, the read-only view and the review bar are the kit's reports.
import { Alert, Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { LinkButton } from '../LinkButton';
import { LoadError } from '../LoadError';
import { LogTimeline } from '../LogTimeline';
import { StatusTag } from '../StatusTag';
import { money } from '../format';
import { definePage, type LoadFn } from '../page';
import { ReportForm } from '../reports/ReportForm';
import { ReportReview } from '../reports/ReportReview';
import { ReportView } from '../reports/ReportView';
import { reportRules } from '../reports/rules';
import { snapshotKey } from '../snapshot';
import { useCan } from '../useCan';
import { useTagSubject } from '../useTagSubject';
import { useItem } from '../useItem';
import type { ProjectArea } from './area';
import { LABELS, REVIEW_STATUS_COLOR, reportCalls, reportKinds, type ProcessDetail, type ProjectForReport, type ReportKind } from './reportApi';
import { reportRefusal } from './reportState';

/** A report page's title with the report's status (`process-status`, which the E2E reads). */
function ReportTitle({ text, r }: { text: ReactNode; r: ProcessDetail }) {
  return (
    <Space>
      {text}
      <span data-testid="process-status">
        <StatusTag status={r.status} label={r.status_label} colors={REVIEW_STATUS_COLOR} />
      </span>
    </Space>
  );
}

/** The amount used may not exceed what the project raised; an end report must give it. */
const amountLimit = (kind: ReportKind, raised: string) => ({ max: raised, message: '使用金额不能超过已筹金额', required: kind === 'end' });
/** A project's report may run to 5000 characters (the platform's report rule: content 10–5000). */
const CONTENT_MAX = 5000;

/** The report pages of a project area, over its calls and paths. */
export function reportPages(area: ProjectArea) {
  const { to, noun } = area;
  const { addProcess, editProcess, passProcess, returnProcess } = reportCalls(area.api, area.kinds.length > 1);
  const { ofKind } = reportKinds(area);

  function ProjectFacts({ p }: { p: ProjectForReport }) {
    return (
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={noun}>
          <LinkButton to={to.view(p.id)} type="link" size="small">{p.title}</LinkButton>
        </Descriptions.Item>
        <Descriptions.Item label={`${noun}状态`}>{p.status_label}</Descriptions.Item>
        <Descriptions.Item label="已筹金额">{money(p.raised_amount)}</Descriptions.Item>
      </Descriptions>
    );
  }

  /** 新增信息披露 / 新增结项报告 (the id is the project's). */
  const NewReportPage = definePage(['project'], ({ load, route }) => {
    const navigate = useNavigate();
    const onceKey = useIdempotencyKey();
    const can = useCan(area.key);
    const { orgId } = can;
    const kind: ReportKind = route.name === 'newEndProcess' ? 'end' : 'progress';
    const detail = useItem<ProjectForReport, 'project'>(load, 'project', noun);
    if ('view' in detail) return detail.view;
    const p = detail.item;
    const labels = LABELS[kind];
    const refusal = reportRefusal(kind, p, orgId, area.reportStates, noun);
    const raised = p.raised_amount ?? '0';
    return (
      <Card title={`${kind === 'end' ? '新增结项报告' : '新增信息披露'}：${p.title}`} extra={<LinkButton to={to.reportsOf(p.id, can)}>{`该${noun}的信息披露`}</LinkButton>} data-testid="new-process-page">
        <div className="kit-stack">
          <ProjectFacts p={p} />
          {kind === 'end' && !refusal && <Alert type="info" showIcon title="结项报告审核通过后，项目将变为「已结项」。" />}
          {refusal ? (
            <Alert type="warning" showIcon title={refusal} data-testid="process-refused" />
          ) : (
            <ReportForm
              labels={labels}
              rules={reportRules(labels, amountLimit(kind, raised), CONTENT_MAX)}
              contentMax={CONTENT_MAX}
              amountRequired={kind === 'end'}
              amountExtra={`${kind === 'end' ? '本项目善款的使用总额' : '可选'}，不能超过已筹金额 ${money(raised)}`}
              contentPlaceholder={kind === 'end' ? '请说明项目执行结果、受益情况和善款使用明细（10-5000个字）' : `请说明${noun}执行进展和善款使用情况（10-5000个字）`}
              snapshotId={snapshotKey(route.name, p.id, area.key)}
              initial={{ images: [] }}
              call={(v) => addProcess(p.id, kind, v, onceKey())}
              done={() => navigate(to.reportsOf(p.id, can))}
              submitText={kind === 'end' ? '提交结项报告' : '提交信息披露'}
            />
          )}
        </div>
      </Card>
    );
  });

  const subjectOf = (r: ProcessDetail) => ({ label: `所属${noun}`, title: r.project.title, to: to.view(r.project.id) });

  /** The report an edit or review page shows (the tab named after it), or the load error instead. */
  const useReport = (load: LoadFn<'report'>) => {
    const can = useCan(area.key);
    const detail = load<ProcessDetail>('report');
    useTagSubject(detail.ok ? detail.data.title : null);
    if (!detail.ok) return { error: <LoadError what="报告" msg={detail.msg} /> };
    const r = ofKind(detail.data);
    return { can, r, labels: LABELS[r.kind] };
  };

  /** 编辑信息披露 / 编辑结项报告: editable by its organisation while 待审核 or 已退回, else read-only. */
  const EditReportPage = definePage(['report'], ({ load, reload, route }) => {
    const got = useReport(load);
    if ('error' in got) return got.error;
    const { can, r, labels } = got;
    const editable = (r.actions ?? []).includes('edit');
    const raised = r.project.raised_amount ?? '0';
    return (
      <Card
        title={<ReportTitle text={editable ? `编辑${r.kind_label}` : `${r.kind_label}详情`} r={r} />}
        extra={<LinkButton to={to.reportsOf(r.project_id, can)}>{`该${noun}的信息披露`}</LinkButton>}
        data-testid="edit-process-page"
      >
        <div className="kit-stack">
          {editable ? (
            <>
              {r.status === 3 && r.reason && <Alert type="warning" showIcon title={`该${labels.noun}被退回，请修改后重新提交`} description={`退回原因：${r.reason}`} data-testid="progress-return-reason" />}
              <ReportForm
                key={`${r.id}:${r.status}`}
                labels={labels}
                rules={reportRules(labels, amountLimit(r.kind, raised), CONTENT_MAX)}
                contentMax={CONTENT_MAX}
                amountRequired={r.kind === 'end'}
                amountExtra={`不能超过已筹金额 ${money(raised)}`}
                contentPlaceholder="10-5000个字"
                snapshotId={snapshotKey(route.name, r.id, area.key)}
                initial={r}
                call={(v) => editProcess(r.id, v)}
                done={() => reload()}
                submitText={r.status === 3 ? '重新提交' : '保存修改'}
              />
            </>
          ) : (
            <ReportView report={r} labels={labels} subject={subjectOf(r)} />
          )}
          <LogTimeline logs={r.logs ?? []} testId="process-logs" />
        </div>
      </Card>
    );
  });

  /** 审核信息披露 / 审核结项报告: 通过 or 退回 with a reason; an end report's pass closes the project. */
  const VerifyReportPage = definePage(['report'], ({ load, reload }) => {
    const got = useReport(load);
    if ('error' in got) return got.error;
    const { can, r, labels } = got;
    const back = to.reportsOf(r.project_id, can);
    const decided = !(r.actions ?? []).some((a) => a === 'pass' || a === 'return');
    return (
      <Card
        title={<ReportTitle text={`审核${r.kind_label}：${r.title}`} r={r} />}
        extra={<LinkButton to={back}>返回列表</LinkButton>}
        data-testid="verify-process-page"
      >
        <div className="kit-stack">
          <ReportView report={r} labels={labels} subject={subjectOf(r)} />
          {r.kind === 'end' && !decided && <Alert type="info" showIcon title="结项报告审核通过后，项目将变为「已结项」，不再接受信息披露。" />}
          <ReportReview
            report={r}
            labels={labels}
            pass={() => passProcess(r.id)}
            ret={(reason) => returnProcess(r.id, reason)}
            passConfirm={r.kind === 'end' ? '通过后项目「' + r.project.title + '」将结项（已结项），确定审核通过该结项报告？' : undefined}
            onDone={reload}
            queue={{ list: back, call: `${area.api}/process_list`, params: { status: 1 }, page: (row) => to.report(ofKind({ kind: row.kind as ReportKind | undefined }).kind, 'verify', row.id) }}
          />
          <LogTimeline logs={r.logs ?? []} testId="process-logs" />
        </div>
      </Card>
    );
  });

  return { NewReportPage, EditReportPage, VerifyReportPage };
}
