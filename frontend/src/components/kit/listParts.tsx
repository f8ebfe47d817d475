// Pieces the areas' list pages share: the 状态 column, the 操作 column (fixed on the right of a
// narrow screen) and the row's buttons. The statistics above a list are `StatsRow`.
import type { ReactNode } from 'react';
import { RowSpace } from './RowSpace';

/** A table's 状态 column of `width` px: each row's status tag and its marks (变更中, 已满…) side by side. */
export const statusColumn = <T,>(width: number, marks: (r: T) => ReactNode, wrap = false) => ({
  title: '状态',
  dataIndex: 'status',
  width,
  render: (_: unknown, r: T) => (
    <RowSpace gap={4} wrap={wrap}>
      {marks(r)}
    </RowSpace>
  ),
});

/** A table's 操作 column of `width` px, drawing each row's buttons. */
export const opsColumn = <T,>(width: number, render: (r: T) => ReactNode) => ({ title: '操作', key: 'ops', width, fixed: 'right' as const, render: (_: unknown, r: T) => render(r) });

/** The small link buttons of a row. */
export const rowButton = { type: 'link' as const, size: 'small' as const };
