// 导出记录: the account's exports of the last day (GET /api/bff/export/jobs, answered by any
// replica), what each row says, and which export a page should go on following after a reload.
import { send } from './http';

export const RECORDS_URL = '/api/bff/export/jobs';

export interface ExportRecord {
  id: string;
  /** The sheet, as in /api/bff/export/{name}. */
  name: string;
  /** Its Chinese name (义卖订单). */
  title: string;
  /** `yyyy-mm-dd hh:mm:ss`. */
  started: string;
  state: 'running' | 'done' | 'failed';
  rows_done: number;
  rows_total: number;
  percent: number;
  file_name: string | null;
  error: string | null;
  /** The file's path while it is kept, else null. */
  download: string | null;
  /** Started by this browser's session (not by another login of the account). */
  this_session: boolean;
}

/** The list, or null when it could not be had (the caller keeps what it showed). */
export async function fetchRecords(): Promise<ExportRecord[] | null> {
  const answer = await send<{ list: ExportRecord[] }>('GET', RECORDS_URL);
  return answer.code === 200 && Array.isArray(answer.data?.list) ? answer.data.list : null;
}

/** The state column: 生成中 (with rows), 已完成, 文件已过期, or 失败 and why. */
export function stateText(r: ExportRecord): string {
  switch (r.state) {
    case 'running':
      return r.rows_total > 0 ? `生成中 ${r.rows_done.toLocaleString('zh-CN')} / ${r.rows_total.toLocaleString('zh-CN')} 行` : '生成中';
    case 'done':
      return r.download ? `已完成，共 ${r.rows_done.toLocaleString('zh-CN')} 行` : '已完成（文件已过期，请重新导出）';
    default:
      return `失败：${r.error ?? '生成 excel 失败!'}`;
  }
}

/** Whether the list should be asked again soon: something is still being built. */
export function anyRunning(records: readonly ExportRecord[]): boolean {
  return records.some((r) => r.state === 'running');
}

/** The newest running export of sheet `name` this browser started: what a page's export button
 *  goes on following after a reload (the list is newest first). Another login of the account,
 *  on another computer, only sees it in 导出记录: its file is not pushed there. */
export function runningOf(records: readonly ExportRecord[], name: string): ExportRecord | undefined {
  return records.find((r) => r.state === 'running' && r.name === name && r.this_session);
}

// Jobs this tab is following, so two buttons (or a remount) never download one file twice.
const following = new Set<string>();

/** Claims `job` for this tab; false when it is already being followed. */
export function claim(job: string): boolean {
  if (following.has(job)) return false;
  following.add(job);
  return true;
}

export function release(job: string): void {
  following.delete(job);
}

export function isFollowed(job: string): boolean {
  return following.has(job);
}
