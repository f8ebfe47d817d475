// The columns of every area's report list: title, what the area adds (its subject, a kind),
// organisation, amount used, status, the return reason, when it was sent, and the row's buttons.
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { EMPTY, dateTime, money, orEmpty } from '../format';
import { StatusTag } from '../StatusTag';

/** What a report list row has in every area. */
export interface ReportRowBase {
  title: string;
  org_name: string;
  amount_used: string | null;
  status: number;
  status_label: string;
  reason: string | null;
  created_at: number;
}

export function reportColumns<R extends ReportRowBase>({
  titleLabel,
  amountLabel,
  middle = [],
  statusColors,
  ops,
}: {
  titleLabel: string;
  amountLabel: string;
  /** The area's columns after the title (the report's subject, its kind). */
  middle?: ColumnsType<R>;
  statusColors: Record<number, string>;
  ops: { width: number; render: (r: R) => ReactNode };
}): ColumnsType<R> {
  return [
    { title: titleLabel, dataIndex: 'title', ellipsis: true },
    ...middle,
    { title: '机构', dataIndex: 'org_name', width: 130, ellipsis: true },
    { title: amountLabel, dataIndex: 'amount_used', width: 110, align: 'right', render: money, sorter: true },
    { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <StatusTag status={r.status} label={r.status_label} colors={statusColors} /> },
    { title: '退回原因', dataIndex: 'reason', width: 140, ellipsis: true, render: (v: string | null, r) => (r.status === 3 ? orEmpty(v) : EMPTY) },
    { title: '提交时间', dataIndex: 'created_at', width: 160, render: dateTime, sorter: true },
    { title: '操作', key: 'ops', width: ops.width, fixed: 'right', render: (_, r) => ops.render(r) },
  ];
}
