// Deciding many at once (issue 42), the pure part: which actions every selected row allows (the
// intersection of their `actions`, as the workflow engine computed them), the selection cut into
// the platform's bounded calls, and the results of those calls put together, one per item.
import { request, type Envelope } from '../../lib/http';

/** The most ids one bulk call takes (the platform refuses more). */
export const BULK_CHUNK = 100;
/** The most rows 「选择全部」 selects; the rest wait for the next round. */
export const MATCHING_LIMIT = 500;

/** What the platform answers for one item of a bulk call. */
export interface BulkResult {
  id: number;
  ok: boolean;
  /** A refusal's stable reason (not shown; the message is). */
  reason: string | null;
  message: string;
}

/** One bulk call: `action` on `ids` (at most BULK_CHUNK), with the one reason of a 退回. */
export type BulkSend = (action: string, ids: number[], reason?: string) => Promise<Envelope<{ results: BulkResult[] }>>;

/** A bounded call may decide 100 items: more time than a single call's 5 s. */
const BULK_TIMEOUT_MS = 60_000;

/** The bulk call at `path` (`…/bulk_help_project`). */
export function bulkCall(path: string): BulkSend {
  return (action, ids, reason) => request('POST', path, { body: reason === undefined ? { action, ids } : { action, ids, reason }, timeoutMs: BULK_TIMEOUT_MS });
}

/** The button text of each action a list may decide in bulk. */
export const BULK_LABELS: Readonly<Record<string, string>> = {
  claim: '认领',
  ignore: '忽略',
  pass: '通过',
  return: '退回',
  preliminary_pass: '初审通过',
  preliminary_return: '初审退回',
  delete: '删除',
};

/** Actions that need a reason (one for all the items). */
export const NEEDS_REASON: ReadonlySet<string> = new Set(['return', 'preliminary_return']);

/** Actions drawn as danger buttons. */
export const DANGER: ReadonlySet<string> = new Set(['return', 'preliminary_return', 'delete']);

/**
 * The actions of `offered` (the list's bulk actions, in button order) that every selected row
 * allows; none when nothing is selected.
 */
export function commonActions(rows: ReadonlyArray<{ actions?: readonly string[] }>, offered: readonly string[]): string[] {
  if (rows.length === 0) return [];
  return offered.filter((a) => rows.every((r) => r.actions?.includes(a) === true));
}

/** Whether a row allows at least one of the list's bulk actions (it can be selected). */
export function selectable(row: { actions?: readonly string[] }, offered: readonly string[]): boolean {
  return offered.some((a) => row.actions?.includes(a) === true);
}

/** `ids` cut into calls of at most `size`. */
export function chunks<T>(ids: readonly T[], size = BULK_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/**
 * Sends `ids` in chunks, one after the other, and gives one result per id: the platform's, or
 * — when a whole call was refused or failed — that call's message for each of its ids.
 */
export async function sendInChunks(send: BulkSend, action: string, ids: readonly number[], reason?: string): Promise<BulkResult[]> {
  const out: BulkResult[] = [];
  for (const part of chunks(ids)) {
    let answer: Envelope<{ results: BulkResult[] }> | null = null;
    try {
      answer = await send(action, part, reason);
    } catch {
      answer = null;
    }
    const results = answer?.code === 200 ? answer.data?.results : undefined;
    if (results) {
      out.push(...results);
    } else {
      const message = answer?.msg || '请求失败，请稍后重试';
      out.push(...part.map((id) => ({ id, ok: false, reason: 'failed', message })));
    }
  }
  return out;
}

/** 「成功 n 项，失败 m 项」 of a round's results. */
export function resultSummary(results: readonly BulkResult[]): string {
  const done = results.filter((r) => r.ok).length;
  const refused = results.length - done;
  return refused === 0 ? `已全部处理，共 ${done} 项` : `成功 ${done} 项，未处理 ${refused} 项`;
}
