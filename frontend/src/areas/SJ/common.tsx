// What the project pages share beyond the kit: status tags, the title link and the progress bar.
import { Progress, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { StatusTag, money } from '../../components/kit';
import { REVIEW_STATUS_COLOR, PROJECT_STATUS_COLOR } from './labels';

export function ProjectStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={PROJECT_STATUS_COLOR} />;
}

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={REVIEW_STATUS_COLOR} />;
}

export const projectLink = (r: { id: number; title: string }) => (
  <Link to={`/SJ/viewProject/${r.id}`} data-testid={`project-link-${r.id}`}>
    {r.title}
  </Link>
);

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
