// A reviewer's decision on a report: 通过 (with a confirmation that may say what else the pass
// does, e.g. close the project) or 退回 with a reason; a note when there is nothing to decide.
import type { Envelope } from '../../../lib/http';
import { ActionBar } from '../ActionBar';
import { reviewSteps } from '../actionDefs';
import { ReviewDone, type ReviewQueue } from '../ReviewDone';
import type { ReportDetail, ReportLabels } from './types';

export function ReportReview({
  report: p,
  labels,
  pass,
  ret,
  passConfirm,
  onDone,
  queue,
}: {
  report: ReportDetail;
  labels: ReportLabels;
  pass: () => Promise<Envelope<null>>;
  ret: (reason: string) => Promise<Envelope<null>>;
  /** The confirmation of 通过 (default 「确定审核通过该<noun>？」). */
  passConfirm?: string;
  onDone: () => void;
  /** Where the reviewer goes on from a decided report (返回列表, 下一条). */
  queue: ReviewQueue;
}) {
  const actions = p.actions ?? [];
  if (!actions.includes('pass') && !actions.includes('return')) {
    return <ReviewDone title={`该${labels.noun}${p.status_label}，无需审核。`} queue={queue} current={p.id} testId="review-nothing" />;
  }
  return (
    <ActionBar
      actions={actions}
      onDone={onDone}
      defs={reviewSteps({ confirm: passConfirm ?? `确定审核通过该${labels.noun}？`, pass, returnTitle: `退回${labels.noun}`, ret, testIds: { pass: 'progress-pass', return: 'progress-return' } })}
    />
  );
}
