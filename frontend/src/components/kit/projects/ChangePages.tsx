// A change request of an area (/SJ 项目变更, /SJM 微项目变更, /SP 商品变更) for review: the kit's
// field-level diff with 通过 / 退回. `changePages(area, fields)` builds it over the area's calls
// and paths; the list is ChangeListPage.tsx (a chunk without the diff).
import { Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { ActionBar } from '../ActionBar';
import { reviewSteps } from '../actionDefs';
import { ChangeDiff, type FieldChange, type FieldKind } from '../ChangeDiff';
import { dateTime } from '../format';
import { ItemCard } from '../ItemCard';
import { LinkButton } from '../LinkButton';
import { LoadError } from '../LoadError';
import { ReviewDone } from '../ReviewDone';
import { LogTimeline } from '../LogTimeline';
import { definePage } from '../page';
import { useTagSubject } from '../useTagSubject';
import type { ChangeArea } from './area';
import { changeCalls, detailItem, type ChangeDetail } from './changeApi';
import { ReviewStatusTag } from './common';

/** How an area's change requests are shown. */
export interface ChangeFieldsView {
  /** Field name → label, for answers without one. */
  labels: Record<string, string>;
  /** Field name → how its value is drawn (images, money). */
  kinds: Record<string, FieldKind>;
  /** A field's values as the diff's cells (budget rows, rich text as text). */
  readable?: (f: FieldChange) => FieldChange;
}

/** How an area's change list is introduced. */
export interface ChangeListView {
  /** What the organisation reads above its list: which fields a change may touch, and where to ask. */
  intro: ReactNode;
  /** The list's page title. */
  listTitle: string;
}

/** An area's change-request review page (the list: ChangeListPage.tsx, its own chunk). */
export function changePages(area: ChangeArea, view: ChangeFieldsView) {
  const { to, noun } = area;
  const { passChange, returnChange } = changeCalls(area.api);

  /** One change request, field by field, with 通过 / 退回 for the reviewer. */
  const ChangeDetailPage = definePage(['change'], ({ load, reload }) => {
    const res = load<ChangeDetail>('change');
    if (!res.ok) return <LoadError what="变更申请" msg={res.msg} />;
    return <ChangeReview d={res.data} reload={reload} />;
  });

  function ChangeReview({ d, reload }: { d: ChangeDetail; reload: () => void }) {
    const { change } = d;
    const project = detailItem(d, area.item);
    useTagSubject(project.title);
    const readable = view.readable ?? ((f: FieldChange) => f);
    return (
      <Space orientation="vertical" size="middle" className="full-width" data-testid="change-detail">
        <ItemCard
          title={`${noun}变更详情`}
          tag={<ReviewStatusTag status={change.status} label={change.status_label} />}
          tagTestId="change-status"
          extra={<LinkButton to={to.changeList} testId="back-to-list">返回列表</LinkButton>}
        >
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={`所属${noun}`}>
              <LinkButton to={to.view(project.id)} type="link" size="small">{project.title}</LinkButton>
            </Descriptions.Item>
            <Descriptions.Item label="机构">{change.org_name}</Descriptions.Item>
            <Descriptions.Item label="变更原因" span={2}>{change.reason}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{dateTime(change.created_at)}</Descriptions.Item>
            <Descriptions.Item label="审核时间">{dateTime(change.reviewed_at)}</Descriptions.Item>
            {change.status === 3 && <Descriptions.Item label="退回原因" span={2}>{change.return_reason}</Descriptions.Item>}
          </Descriptions>
          <ChangeDiff fields={d.fields.map(readable)} kinds={view.kinds} labels={view.labels} testId="change-fields" />
          <ActionBar
            actions={d.actions}
            onDone={reload}
            testId="change-actions"
            defs={reviewSteps({ confirm: '通过后变更内容立即生效，确定？', pass: () => passChange(change.id), returnTitle: '退回变更申请', ret: (reason) => returnChange(change.id, reason) })}
          />
          {change.status !== 1 && (
            <ReviewDone
              title={`该变更申请${change.status_label}。`}
              queue={{ list: to.changeList, call: `${area.api}/change_list`, params: { status: 1 }, page: (row) => to.changeDetail(row.id) }}
              current={change.id}
            />
          )}
        </ItemCard>
        <LogTimeline logs={d.logs ?? []} testId="change-logs" />
      </Space>
    );
  }

  return { ChangeDetailPage };
}
