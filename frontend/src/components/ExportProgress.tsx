// The export button's progress circle (antd's Progress), a module of its own so that a list page
// fetches it with the first export rather than before it is interactive (ExportButton.tsx).
import { Progress } from 'antd';

/** `percent`: undefined when no export runs (nothing drawn), null before the rows are counted. */
export function ExportProgress({ percent }: { percent: number | null | undefined }) {
  if (percent === undefined) return null;
  return <Progress type="circle" size={28} percent={percent ?? 0} status="active" data-testid="export-progress" />;
}
