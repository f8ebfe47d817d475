// Pieces the areas' list pages share: the 操作 column (fixed on the right of a narrow screen) and
// the row's buttons. The statistics above a list are `StatsRow`.
import type { ReactNode } from 'react';

/** A table's 操作 column of `width` px, drawing each row's buttons. */
export const opsColumn = <T,>(width: number, render: (r: T) => ReactNode) => ({ title: '操作', key: 'ops', width, fixed: 'right' as const, render: (_: unknown, r: T) => render(r) });

/** The small link buttons of a row. */
export const rowButton = { type: 'link' as const, size: 'small' as const };
