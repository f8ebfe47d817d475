// Progress reports (进展): 新增求助进展 (newHelpProcess/:id, the case's id), 编辑求助进展
// (editHelpProcess/:id: the report, editable while 待审核 or 已退回, else read-only) and
// 审核求助进展 (verifyHelpProcess/:id, role 2 only: 通过 / 退回 with a reason). The form, the
// read-only view and the review are the kit's reports.
import { Alert, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ItemCard, LinkButton, type ReviewQueue, definePage, snapshotKey, useItem } from '../../components/kit';
import { ReportForm, ReportReview, ReportView, type ReportLabels } from '../../components/kit/reports';
import { addProgress, editProgress, passProgress, returnProgress } from './api';
import { CaseStatusTag, ReviewStatusTag } from './common';
import { progressRulesFor } from './rules';
import type { CaseDetail, ProgressDetail } from './types';
import { useIdempotencyKey } from '../../lib/idempotency';
import { inState } from '../../components/kit/states';

const LABELS: ReportLabels = { noun: '进展', amount: '已使用金额' };
/** The form's settings for a case that has raised `raised` (yuan): the amount used is capped by it. */
const formFor = (raised?: string | null) => ({
  labels: LABELS,
  rules: progressRulesFor(raised),
  amountExtra: raised ? `可选，本次进展中善款的使用金额，不超过已筹金额 ${raised} 元` : '可选，本次进展中善款的使用金额',
  contentPlaceholder: '请说明受助人近况和善款使用情况（10-2000个字）',
});

const subjectOf = (p: ProgressDetail) => ({ label: '所属求助', title: p.help.title, to: `/SZ/viewHelp/${p.help.id}` });

/** 新增求助进展: for a case that raises money. */
export const NewProgressPage = definePage(['detail'], ({ load }) => {
  const navigate = useNavigate();
  const onceKey = useIdempotencyKey();
  const detail = useItem<CaseDetail, 'detail'>(load, 'detail', '求助');
  if ('view' in detail) return detail.view;
  const c = detail.item;
  return (
    <ItemCard
      title={<>新增进展：{c.title}</>}
      tag={<CaseStatusTag status={c.status} label={c.status_label} />}
      extra={<LinkButton to={`/SZ/helpProcessList/${c.id}`}>该求助的进展</LinkButton>}
      testId="new-progress-page"
      plain
    >
      {(c.actions ?? []).includes('add_progress') ? (
        <ReportForm
          {...formFor(c.raised_amount)}
          snapshotId={snapshotKey('newHelpProcess', c.id)}
          initial={{ images: [] }}
          call={(p) => addProgress(c.id, p, onceKey())}
          done={() => navigate(`/SZ/helpProcessList/${c.id}`)}
          submitText="提交进展"
        />
      ) : (
        <Alert type="warning" showIcon title={`该求助当前为「${c.status_label}」，只有本机构募款中的求助可以新增进展。`} />
      )}
    </ItemCard>
  );
});

/** 编辑求助进展: the report; its organisation may edit it while 待审核 or 已退回. */
export const EditProgressPage = definePage(['progress'], ({ load, reload }) => {
  const detail = useItem<ProgressDetail, 'progress'>(load, 'progress', '进展');
  if ('view' in detail) return detail.view;
  const p = detail.item;
  const editable = (p.actions ?? []).includes('edit');
  return (
    <ItemCard
      title={editable ? '编辑进展' : '进展详情'}
      tag={<ReviewStatusTag status={p.status} label={p.status_label} />}
      extra={<LinkButton to={`/SZ/helpProcessList/${p.help_id}`}>该求助的进展</LinkButton>}
      testId="edit-progress-page"
      plain
    >
      {editable ? (
        <Space orientation="vertical" className="full-width" size="middle">
          {inState('help_progress', p.status, '已退回') && p.reason && <Alert type="warning" showIcon title="该进展被退回，请修改后重新提交" description={`退回原因：${p.reason}`} />}
          <ReportForm
            {...formFor(p.help.raised_amount)}
            key={`${p.id}:${p.status}`}
            snapshotId={snapshotKey('editHelpProcess', p.id)}
            initial={p}
            call={(v) => editProgress(p.id, v)}
            done={() => reload()}
            submitText={inState('help_progress', p.status, '已退回') ? '重新提交' : '保存修改'}
          />
        </Space>
      ) : (
        <ReportView report={p} labels={LABELS} subject={subjectOf(p)} />
      )}
    </ItemCard>
  );
});

/** 审核求助进展 (role 2 only). */
/** Progress reports wait in 待审核 on the progress list. */
const PROGRESS_QUEUE: ReviewQueue = {
  list: '/SZ/helpProcessList?status=1',
  call: '/api/organization/SZ/help_project_progess_list',
  params: { status: 1 },
  page: (r) => `/SZ/verifyHelpProcess/${r.id}`,
};

export const VerifyProgressPage = definePage(['progress'], ({ load, reload }) => {
  const detail = useItem<ProgressDetail, 'progress'>(load, 'progress', '进展');
  if ('view' in detail) return detail.view;
  const p = detail.item;
  return (
    <ItemCard
      title={<>审核进展：{p.title}</>}
      tag={<ReviewStatusTag status={p.status} label={p.status_label} />}
      tagTestId="progress-status"
      extra={<LinkButton to={`/SZ/helpProcessList/${p.help_id}`}>该求助的进展</LinkButton>}
      testId="verify-progress-page"
      plain
    >
      <div className="kit-stack">
        <ReportView report={p} labels={LABELS} subject={subjectOf(p)} />
        <ReportReview report={p} labels={LABELS} pass={() => passProgress(p.id)} ret={(r) => returnProgress(p.id, r)} onDone={reload} queue={PROGRESS_QUEUE} />
      </div>
    </ItemCard>
  );
});
