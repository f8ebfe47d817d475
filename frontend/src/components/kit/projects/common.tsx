// What the pages of project areas (/SJ, /SJM) share: the review status tag (reports, change
// requests). The details' progress bar is RaisedProgress.tsx, apart: the lists import this file,
// and with it they loaded antd's Progress, which only a detail draws.
import { StatusTag } from '../StatusTag';
import { REVIEW_STATUS_COLOR } from './reportApi';

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={REVIEW_STATUS_COLOR} />;
}
