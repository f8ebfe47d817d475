// A review page whose item no longer waits for the caller's decision (just passed or returned,
// or decided before) says so and offers the way on: 返回列表, and 下一条 — the next item of the
// same queue that still waits. 下一条 asks the queue's list call (first page, its waiting filter)
// once the page is in the browser; the server renders the button as loading, so both renders agree.
import { Alert, Button, Space } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { get, type Params } from '../../lib/http';
import type { Rows } from './ListPage';
import { LinkButton } from './LinkButton';
import { PAGE_SIZE } from './listQuery';

/** A row of a queue's list call: its id, and what else its review page's path needs (a report's kind). */
export type QueueRow = { id: number } & Record<string, unknown>;

/** Where a reviewer works from: the list page, and the call listing what still waits. */
export interface ReviewQueue {
  /** The list page 返回列表 goes to. */
  list: string;
  /** The list call and its filter for the items that wait for a decision. */
  call: string;
  params?: Params;
  /** The review page of a row of that list. */
  page: (row: QueueRow) => string;
}

/** The next item to review: the first waiting row that is not the one just decided. */
export function nextInQueue(rows: readonly QueueRow[], current: number): QueueRow | null {
  return rows.find((r) => r.id !== current) ?? null;
}

/** undefined while asking; null when nothing else waits. */
function useNextInQueue(queue: ReviewQueue, current: number): QueueRow | null | undefined {
  const [next, setNext] = useState<QueueRow | null | undefined>(undefined);
  const filter = JSON.stringify(queue.params ?? {});
  useEffect(() => {
    let live = true;
    setNext(undefined);
    get<Rows<QueueRow>>(queue.call, { ...(JSON.parse(filter) as Params), pageNum: 1, pageSize: PAGE_SIZE }).then(
      (res) => live && setNext(res.code === 200 && res.data ? nextInQueue(res.data.list, current) : null),
      () => live && setNext(null),
    );
    return () => {
      live = false;
    };
  }, [queue.call, filter, current]);
  return next;
}

export function ReviewDone({ title, queue, current, testId = 'review-done' }: { title: ReactNode; queue: ReviewQueue; current: number; testId?: string }) {
  const next = useNextInQueue(queue, current);
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      data-testid={testId}
      action={
        <Space size="small">
          <LinkButton to={queue.list} size="small" testId="review-back">返回列表</LinkButton>
          {next ? (
            <LinkButton to={queue.page(next)} size="small" type="primary" testId="review-next">下一条</LinkButton>
          ) : (
            <Button size="small" disabled loading={next === undefined} data-testid="review-next-none">
              {next === null ? '没有待审核的了' : '下一条'}
            </Button>
          )}
        </Space>
      }
    />
  );
}
