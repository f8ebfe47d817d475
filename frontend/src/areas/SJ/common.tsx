// What the donation-project pages share beyond the kit: the status tag and the title link.
import { AppLink } from '../../components/AppLink';
import { StatusTag } from '../../components/kit';
import { PROJECT_STATUS_COLOR } from './labels';

export { ReviewStatusTag } from '../../components/kit/projects/common';

export function ProjectStatusTag({ status, label }: { status: number; label: string }) {
  return <StatusTag status={status} label={label} colors={PROJECT_STATUS_COLOR} />;
}

export const projectLink = (r: { id: number; title: string }) => (
  <AppLink to={`/SJ/viewProject/${r.id}`} data-testid={`project-link-${r.id}`}>
    {r.title}
  </AppLink>
);
