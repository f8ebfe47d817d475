// What the pages of project areas (/SJ, /SJM) share: the review status tag (reports, change
// requests) and the raised-vs-target progress bar.
import { Progress, Space } from 'antd';
import { money } from '../format';
import { StatusTag } from '../StatusTag';
import { REVIEW_STATUS_COLOR } from './reportApi';
import { PlainText } from '../../PlainTypography';
import { SmallProgress } from '../SmallProgress';

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={REVIEW_STATUS_COLOR} />;
}

/** Raised vs target: the bar (percent capped at 100 by the API) and both amounts. */
export function RaisedProgress({ raised, target, percent, compact }: { raised: string | null; target: string | null; percent: number; compact?: boolean }) {
  const p = Math.max(0, Math.min(100, Number(percent) || 0));
  // The lists' form, one per row: antd's small Progress markup without its code.
  if (compact) return <SmallProgress percent={p} label="募款进度" />;
  return (
    <div data-testid="project-progress">
      <Progress percent={p} status={p >= 100 ? 'success' : 'active'} aria-label="募款进度" />
      <Space size="large">
        <span>
          已筹 <PlainText strong>{money(raised)}</PlainText>
        </span>
        <span>
          目标 <PlainText>{money(target)}</PlainText>
        </span>
      </Space>
    </div>
  );
}
