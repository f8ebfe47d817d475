// Change requests (变更申请) of a project area (/SJ, /SJM): shapes and the reviewers' calls, the
// same names under each area's prefix (contract-sandbox.md). Every call resolves with the
// envelope on code 200/400 and rejects otherwise.
import { post, type Envelope } from '../../../lib/http';
import type { LogEntry } from '../LogTimeline';

export interface ChangeRow {
  id: number;
  /** The item changed: a project in the project areas, an activity in /SX (changedItem reads either). */
  project_id?: number;
  project_title?: string;
  activity_id?: number;
  activity_title?: string;
  org_name: string;
  reason: string;
  status: number;
  status_label: string;
  return_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

export interface ChangeDetail {
  change: ChangeRow;
  /** The item changed: `project` in the project areas, `activity` in /SX. */
  project?: { id: number; title: string; status: number };
  activity?: { id: number; title: string; status: number };
  fields: Array<{ field: string; label: string; before: unknown; after: unknown }>;
  actions: string[];
  logs: LogEntry[];
}

/** The reviewers' decisions on a change request (`api`: the area's prefix). */
export const changeCalls = (api: string) => ({
  passChange: (id: number): Promise<Envelope<null>> => post(`${api}/pass_change`, { id }),
  returnChange: (id: number, reason: string): Promise<Envelope<null>> => post(`${api}/return_change`, { id, reason }),
});

/** The item a change request changes, whichever area's row it is. */
export const changedItem = (r: Pick<ChangeRow, 'project_id' | 'project_title' | 'activity_id' | 'activity_title'>): { id: number; title: string } => ({
  id: r.project_id ?? r.activity_id ?? 0,
  title: r.project_title ?? r.activity_title ?? '',
});
