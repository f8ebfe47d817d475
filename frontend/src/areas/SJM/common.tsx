// What the micro-project pages share beyond the kit: the status tag, the title link and the parent.
import { AppLink } from '../../components/AppLink';
import { StatusTag } from '../../components/kit';
import { MICRO_STATUS_COLOR } from './labels';
import type { MicroRow } from './types';

export function MicroStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={MICRO_STATUS_COLOR} />;
}

export const microLink = (r: { id: number; title: string }) => (
  <AppLink to={`/SJM/verifyMProject/${r.id}`} data-testid={`micro-link-${r.id}`}>
    {r.title}
  </AppLink>
);

/** 「项目池：儿童助学爱心基金」: the parent a micro project raises money under. */
export const parentText = (r: Pick<MicroRow, 'parent_type_label' | 'parent_title'>) => (r.parent_title ? `${r.parent_type_label}：${r.parent_title}` : '—');
