// List columns the project areas share (/SJ 项目列表, /SJM 微项目列表…): the status with a mark
// for a pending change request, the raised-vs-target bar, the row's 操作 column.
import { Badge } from 'antd';
import { HoverTooltip } from '../../HoverTooltip';
import { SmallProgress, clampPercent } from '../SmallProgress';
import { StatusTag } from '../StatusTag';
import { flag, money } from '../format';
import { RowSpace } from '../RowSpace';
import type { OrgPlaceRow } from '../placeFields';

/** A list row of a fundraising project (either area): what both areas' rows hold. */
export interface RaisingRow extends OrgPlaceRow {
  id: number;
  title: string;
  cover: string | null;
  target_amount: string | null;
  raised_amount: string | null;
  donation_count: number;
  progress_percent: number;
  fund_start: string | null;
  fund_end: string | null;
  status: number;
  status_label: string;
  return_reason: string | null;
  has_pending_change: boolean | number;
  submitted_at: number | null;
  created_at: number;
  updated_at: number | null;
  /** What the caller may do with the row (the workflow engine's, as on the detail). */
  actions?: string[];
  /** Has taken or may take donations (published, raising or after): its donation list has rows to show. */
  went_live?: boolean;
}

/** The row buttons' look (small links) and the 操作 column: every list's. */
export { opsColumn, rowButton as small } from '../listParts';

/** 状态, with a warning dot while a change request waits. */
export const statusColumn = <T extends RaisingRow>(colors: Record<number, string>, width = 120) => ({
  title: '状态',
  dataIndex: 'status',
  width,
  render: (_: unknown, r: T) => (
    <RowSpace gap={4}>
      <StatusTag status={r.status} label={r.status_label} colors={colors} />
      {flag(r.has_pending_change) && (
        <HoverTooltip title="有待审核的变更申请">
          <Badge status="warning" />
        </HoverTooltip>
      )}
    </RowSpace>
  ),
});

/** 募款进度: the bar, with the raised amount and the donations' count on hover. */
export const progressColumn = <T extends RaisingRow>(width = 170) => ({
  title: '募款进度',
  dataIndex: 'progress_percent',
  width,
  render: (_: unknown, r: T) => (
    <HoverTooltip title={`已筹 ${money(r.raised_amount)}，${r.donation_count ?? 0} 笔捐款`}>
      <div>
        <SmallProgress percent={clampPercent(r.progress_percent)} label="募款进度" />
      </div>
    </HoverTooltip>
  ),
});
