// Change requests (变更申请) of a project area (/SJ, /SJM): shapes and the reviewers' calls, the
// same names under each area's prefix (contract-sandbox.md). Every call resolves with the
// envelope on code 200/400 and rejects otherwise.
import { post, type Envelope } from '../../../lib/http';
import type { LogEntry } from '../LogTimeline';

export interface ChangeRow {
  id: number;
  /** `<item>_id` and `<item>_title` name the changed item (`project_id`, `goods_id`…): see `changedItem`. */
  [itemField: string]: unknown;
  org_name: string;
  reason: string;
  status: number;
  status_label: string;
  return_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
}

/** The changed item as the detail answers it under its key (`project`, `goods`…). */
export interface ChangedItem {
  id: number;
  title: string;
  status: number;
}

export type ChangeDetail = {
  change: ChangeRow;
  fields: Array<{ field: string; label: string; before: unknown; after: unknown }>;
  actions: string[];
  logs: LogEntry[];
} & Record<string, unknown>;

/** A row's changed item, read from its `<item>_id` / `<item>_title`. */
export const changedItem = (row: ChangeRow, item = 'project'): { id: number; title: string } => ({
  id: Number(row[`${item}_id`]),
  title: String(row[`${item}_title`] ?? ''),
});

/** The detail's changed item, under the area's key. */
export const detailItem = (d: ChangeDetail, item = 'project'): ChangedItem => d[item] as ChangedItem;

/** The reviewers' decisions on a change request (`api`: the area's prefix). */
export const changeCalls = (api: string) => ({
  passChange: (id: number): Promise<Envelope<null>> => post(`${api}/pass_change`, { id }),
  returnChange: (id: number, reason: string): Promise<Envelope<null>> => post(`${api}/return_change`, { id, reason }),
});

