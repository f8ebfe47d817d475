// 消息通知: the organisation's messages, 10 per page; page and read filter live in the URL so
// the server renders the same list and the back button works.
import { Alert, App, Button, Card, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HoverTooltip } from '../../components/HoverTooltip';
import { parseTime, formatTime } from '../../lib/time';
import type { PageProps } from '../../pages/types';
import { useSession } from '../../state/session';
import { allUnreadIds, getMessageStats, markMessagesRead } from './api';
import { pick } from './envelope';
import type { MessageRow, MessageStats, Page } from './types';

const PAGE_SIZE = 10;
type Filter = 'all' | '0' | '1';

function queryOf(search: string): { page: number; filter: Filter } {
  const q = new URLSearchParams(search);
  const page = Number.parseInt(q.get('page') ?? '1', 10);
  const r = q.get('is_read');
  return { page: Number.isFinite(page) && page > 0 ? page : 1, filter: r === '0' || r === '1' ? r : 'all' };
}

function hrefOf(page: number, filter: Filter): string {
  const q = new URLSearchParams();
  if (filter !== 'all') q.set('is_read', filter);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/messageNotice/index?${s}` : '/messageNotice/index';
}

export function MessageNoticePage({ data, search, now, reload }: PageProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { setUnread } = useSession();
  const { page, filter } = queryOf(search);
  const list = pick<Page<MessageRow>>(data, 'messages');
  const stats = pick<MessageStats>(data, 'stats');
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
      <Card
        title="消息通知"
        extra={
          <Button type="primary" loading={busy} data-testid="mark-all-read" onClick={() => void allUnreadIds().then(mark)}>
            全部标为已读
          </Button>
        }
      >
        <Space orientation="vertical" size="middle" className="full-width">
          <Radio.Group
            value={filter}
            optionType="button"
            buttonStyle="solid"
            onChange={(e) => navigate(hrefOf(1, e.target.value as Filter))}
            options={[
              { value: 'all', label: <span data-testid="message-filter-all">全部{count(stats.ok ? stats.data.total : undefined)}</span> },
              { value: '0', label: <span data-testid="message-filter-unread">未读{count(stats.ok ? stats.data.un_read : undefined)}</span> },
              { value: '1', label: <span data-testid="message-filter-read">已读{count(stats.ok ? stats.data.read : undefined)}</span> },
            ]}
          />
          {list.ok ? (
            <Table<MessageRow>
              rowKey="id"
              data-testid="message-list"
              dataSource={list.data.list}
              scroll={{ x: 720 }}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: list.data.total,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (p) => navigate(hrefOf(p, filter)),
              }}
              columns={[
                {
                  title: '标题',
                  dataIndex: 'title',
                  width: 220,
                  render: (t: string, r) => (r.is_read ? t : <strong>{t}</strong>),
                },
                { title: '内容', dataIndex: 'content', ellipsis: true },
                {
                  title: '时间',
                  dataIndex: 'created_at',
                  width: 150,
                  render: (t: number) => <HoverTooltip title={parseTime(t)}>{formatTime(t, now)}</HoverTooltip>,
                },
                {
                  title: '状态',
                  dataIndex: 'is_read',
                  width: 80,
                  render: (r: number) => (r ? <Tag>已读</Tag> : <Tag color="orange">未读</Tag>),
                },
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
          ) : (
            <Alert type="error" showIcon title={`消息加载失败：${list.msg}`} />
          )}
        </Space>
      </Card>
    </div>
  );
}
