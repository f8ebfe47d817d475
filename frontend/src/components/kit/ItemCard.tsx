// The card of a page about one item (its detail, its review, a form or a report on it): titled
// with what the page is or does, then the item's state tag; at the right a link back or a note;
// below, the page's parts one under another. One frame, so every area's item pages look alike
// and tests find the state under the test id the page names.
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

interface ItemTitleProps {
  /** What the page is or does (项目管理, 发布项目), or the item's name. */
  title: ReactNode;
  /** The item's state tag (and what goes with it); none for an item not made yet. */
  tag?: ReactNode;
  /** Wraps the tag so a test reads the state. */
  tagTestId?: string;
  /** Lets a long title wrap. */
  wrap?: boolean;
}

/** A card's title: what it is, then the item's state. */
export function ItemTitle({ title, tag, tagTestId, wrap }: ItemTitleProps) {
  return (
    <Space wrap={wrap}>
      {title}
      {tagTestId ? <span data-testid={tagTestId}>{tag}</span> : tag}
    </Space>
  );
}

interface ItemCardProps extends ItemTitleProps {
  /** At the right of the title: the link back to the item or its list, or a note. */
  extra?: ReactNode;
  testId?: string;
  /** The body as given (a stack or a form of its own) instead of the parts one under another. */
  plain?: boolean;
  children: ReactNode;
}

export function ItemCard({ extra, testId, plain, children, ...title }: ItemCardProps) {
  return (
    <Card title={<ItemTitle {...title} />} extra={extra} data-testid={testId}>
      {plain ? children : <Space orientation="vertical" size="middle" className="full-width">{children}</Space>}
    </Card>
  );
}
