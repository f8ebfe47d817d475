// What the help-case pages share beyond the kit: their status tags.
import { StatusTag } from '../../components/kit';
import { CASE_STATUS_COLOR, REVIEW_STATUS_COLOR } from './labels';

export function CaseStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={CASE_STATUS_COLOR} />;
}

export function ReviewStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={REVIEW_STATUS_COLOR} />;
}
