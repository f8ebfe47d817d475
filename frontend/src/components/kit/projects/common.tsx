// What the pages of project areas (/SJ, /SJM) share: the review status tag (reports, change
// requests) and the raised-vs-target progress bar.
import { Progress, Space, Typography } from 'antd';
import { money } from '../format';
import { StatusTag } from '../StatusTag';
import { REVIEW_STATUS_COLOR } from './reportApi';

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={REVIEW_STATUS_COLOR} />;
}

/** Raised vs target: the bar (percent capped at 100 by the API) and both amounts. */
export function RaisedProgress({ raised, target, percent, compact }: { raised: string | null; target: string | null; percent: number; compact?: boolean }) {
  const p = Math.max(0, Math.min(100, Number(percent) || 0));
  if (compact) return <Progress percent={p} size="small" format={(v) => `${v}%`} />;
  return (
    <div data-testid="project-progress">
      <Progress percent={p} status={p >= 100 ? 'success' : 'active'} />
      <Space size="large">
        <span>
          已筹 <Typography.Text strong>{money(raised)}</Typography.Text>
        </span>
        <span>
          目标 <Typography.Text>{money(target)}</Typography.Text>
        </span>
      </Space>
    </div>
  );
}
