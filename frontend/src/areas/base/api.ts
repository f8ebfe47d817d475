import { get, post, type Envelope } from '../../lib/http';
import type { MessageRow, MessageStats, Page } from './types';

/** POST /api/organization/push/org_msg_change — marks the given messages read. */
export function markMessagesRead(ids: number[]): Promise<Envelope<{ changed: number }>> {
  return ids.length === 1
    ? post('/api/organization/push/org_msg_change', { id: ids[0] })
    : post('/api/organization/push/org_msg_change', { ids });
}

/** GET /api/organization/push/org_msg_list — one page of messages, optionally by read state. */
export function listMessages(pageNum: number, pageSize: number, isRead?: 0 | 1): Promise<Envelope<Page<MessageRow>>> {
  return get('/api/organization/push/org_msg_list', { pageNum, pageSize, is_read: isRead });
}

/** GET /api/organization/message/get_statistical_msg — totals for the bell and dashboard. */
export function getMessageStats(): Promise<Envelope<MessageStats>> {
  return get('/api/organization/message/get_statistical_msg');
}

/** Every unread message id, page by page (bounded, so a runaway total cannot loop forever). */
export async function allUnreadIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const res = await listMessages(page, 100, 0);
    const list = res.code === 200 ? res.data?.list ?? [] : [];
    ids.push(...list.map((m) => m.id));
    if (list.length < 100) break;
  }
  return ids;
}
