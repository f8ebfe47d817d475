// 消息通知: the organisation's messages, 10 per page; page and read filter live in the URL so
// the server renders the same list and the back button works.
import { App, Button, Radio, Tag } from 'antd';
import { useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { HoverTooltip } from '../../components/HoverTooltip';
import { ListPage, definePage, useListQuery, type Rows } from '../../components/kit';
import { subjectPath } from '../../lib/redirect';
import { parseTime } from '../../lib/time';
import { messageTime } from './messageTime';
import { useSession } from '../../state/session';
import { allUnreadIds, getMessageStats, markMessagesRead } from './api';
import type { MessageRow, MessageStats } from './types';

/** The read filter: `?is_read=0|1` (the loader's name), none = all. */
const READ_VALUES = ['0', '1'];

export const MessageNoticePage = definePage(['messages', 'stats'], ({ load, route, search, now, reload }) => {
  const { message } = App.useApp();
  const { setUnread } = useSession();
  const state = useListQuery(route.path, search, { statuses: READ_VALUES, statusParam: 'is_read' });
  const filter = state.query.status ?? 'all';
  const stats = load<MessageStats>('stats');
  const count = (n: number | undefined) => (stats.ok && typeof n === 'number' ? `（${n}）` : '');
  const [busy, setBusy] = useState(false);

  /** Marks messages read, then refreshes the list and the bell. */
  const mark = async (ids: number[]) => {
    if (ids.length === 0) {
      void message.info('没有未读消息');
      return;
    }
    setBusy(true);
    try {
      const res = await markMessagesRead(ids);
      if (res.code !== 200) {
        void message.error(res.msg || '操作失败', 5);
        return;
      }
      void message.success('已标记为已读');
      reload();
      const stats = await getMessageStats();
      if (stats.code === 200 && stats.data) setUnread(stats.data.un_read);
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page" data-testid="message-notice">
      <ListPage<MessageRow>
        title="消息通知"
        testId="message-card"
        extra={
          <Button
            type="primary"
            loading={busy}
            disabled={stats.ok && stats.data.un_read === 0}
            data-testid="mark-all-read"
            onClick={() => void allUnreadIds().then(mark)}>
            全部标为已读
          </Button>
        }
        filters={
          <Radio.Group
            value={filter}
            optionType="button"
            buttonStyle="solid"
            onChange={(e) => state.go({ page: 1, status: e.target.value === 'all' ? undefined : (e.target.value as string) })}
            options={[
              { value: 'all', label: <span data-testid="message-filter-all">全部{count(stats.ok ? stats.data.total : undefined)}</span> },
              { value: '0', label: <span data-testid="message-filter-unread">未读{count(stats.ok ? stats.data.un_read : undefined)}</span> },
              { value: '1', label: <span data-testid="message-filter-read">已读{count(stats.ok ? stats.data.read : undefined)}</span> },
            ]}
          />
        }
        rows={load<Rows<MessageRow>>('messages')}
        what="消息"
        state={state}
        tableTestId="message-list"
        emptyText="暂无消息"
        scrollX={720}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            width: 220,
            render: (t: string, r) => {
              const text = r.is_read ? t : <strong>{t}</strong>;
              const to = subjectPath(r.link);
              // A decision's message opens its item; opening it counts as reading it.
              return to ? (
                <AppLink to={to} data-testid={`message-link-${r.id}`} onClick={() => (r.is_read ? undefined : void markMessagesRead([r.id]).catch(() => undefined))}>
                  {text}
                </AppLink>
              ) : (
                text
              );
            },
          },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          {
            title: '时间',
            dataIndex: 'created_at',
            width: 150,
            render: (t: number) => <HoverTooltip title={parseTime(t)}>{messageTime(t, now)}</HoverTooltip>,
          },
          { title: '状态', dataIndex: 'is_read', width: 80, render: (r: number) => (r ? <Tag>已读</Tag> : <Tag color="orange">未读</Tag>) },
          {
            title: '操作',
            key: 'action',
            width: 110,
            render: (_: unknown, r) =>
              r.is_read ? null : (
                <Button type="link" size="small" disabled={busy} data-testid={`mark-read-${r.id}`} onClick={() => void mark([r.id])}>
                  标为已读
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
});
