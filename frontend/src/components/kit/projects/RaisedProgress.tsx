// A project's raised-vs-target progress on its detail page: antd's Progress and both amounts. The
// lists draw the bar alone, as SmallProgress (columns.tsx).
import { Progress, Space } from 'antd';
import { money } from '../format';
import { PlainText } from '../../PlainTypography';
import { clampPercent } from '../SmallProgress';

/** Raised vs target: the bar (percent capped at 100 by the API) and both amounts. */
export function RaisedProgress({ raised, target, percent }: { raised: string | null; target: string | null; percent: number }) {
  const p = clampPercent(percent);
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
