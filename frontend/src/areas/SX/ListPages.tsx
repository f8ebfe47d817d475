// 活动列表 (activelist): every activity the caller sees (drafts are in the draft box), filtered by
// phase, kind, category, province, keyword and dates in the URL, with the statistics over the same
// filters and the export. 草稿箱 (drafts_list) is a list too. No form code here: the builder and the
// forms are other chunks.
import { Space } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { ExportButton } from '../../components/ExportButton';
import { LinkButton, RowActions, UrlListPage, routeRows, dateTime, listBulk, definePage, flag, money, orEmpty, useCan } from '../../components/kit';
import { parseListQuery } from '../../components/kit/listQuery';
import { opsColumn, rowButton, statusColumn } from '../../components/kit/listParts';
import type { SelectFilter } from '../../components/kit/FilterBar';
import { WithStats, countOf } from '../../components/kit/StatsRow';
import { remoteFilter } from '../../components/selectors/remoteFilter';
import { PROVINCES } from '../../lib/regions/provinces';
import { bulkActivities, bulkDrafts, deleteDraft, searchTags, submitDraft } from './api';
import { ActivityStatusTag, activityLink, activityPages, placesText } from './common';
import { ACTIVITY_KIND, ACTIVITY_STATUS, CATEGORIES } from './labels';
import type { ActivityRow, Statistics } from './types';
import { chipFilters, OWN_FILTER } from '../../components/kit/chipFilters';
import { PlainText } from '../../components/PlainTypography';
import { WORDS } from '../../lib/glossary';
import { isChoice } from '../../components/kit/states';
import { DraftBoxList } from '../../components/kit/queues/DraftBoxList';

const small = rowButton;
const ops = opsColumn;


/** The statistics over the list's filters (`activity_list_statistics`), as `WithStats` shows them. */
const ACTIVITY_STATS = {
  testId: 'activity-stats',
  items: (s: Statistics): Array<[string, ReactNode]> => [
    ['活动总数', s.total],
    ['待审核', countOf(s.by_status, 1)],
    ['报名中', countOf(s.by_status, 2)],
    ['进行中', countOf(s.by_status, 3)],
    ['已结束', countOf(s.by_status, 4)],
    ['报名人数', s.people_count],
    ['服务时长（小时）', s.hours_total],
    ['募捐金额', money(s.donation_amount)],
  ],
};

const activityColumns = (staff: boolean): ColumnsType<ActivityRow> => [
  {
    title: '活动',
    dataIndex: 'title',
    width: 220,
    ellipsis: true,
    render: (_, r) => (
      <div>
        {activityLink(r)}
        <div>
          <PlainText type="secondary" style={{ fontSize: 12 }}>{[r.kind_label, r.cate_name].filter(Boolean).join(' · ')}</PlainText>
        </div>
      </div>
    ),
  },
  statusColumn<ActivityRow>(
    100,
    (r) => (
      <>
        <ActivityStatusTag status={r.status} label={r.status_label} />
        {flag(r.is_full) && isChoice(ACTIVITY_STATUS, r.status, '报名中') && <PlainText type="warning">已满</PlainText>}
        {flag(r.has_pending_change) && <PlainText type="warning">变更中</PlainText>}
      </>
    ),
    true,
  ),
  { title: '开始时间', dataIndex: 'start_time', width: 160, render: dateTime, sorter: true },
  { title: '报名 / 名额', key: 'places', width: 100, render: (_, r) => placesText(r) },
  { title: '待审报名', dataIndex: 'pending_count', width: 80, align: 'right' },
  ...(staff ? [{ title: '机构', dataIndex: 'org_name', width: 120, ellipsis: true }] : [{ title: '地区', dataIndex: 'region_text', width: 110, ellipsis: true, render: orEmpty }]),
  ops<ActivityRow>(190, (r) => (
    <RowActions
      actions={r.actions}
      before={
        <>
          <LinkButton to={activityPages.view(r)} {...small} testId={`view-${r.id}`}>查看</LinkButton>
          {/* A published activity's sign-ups and sign-ins (never beside 编辑, which is before publication). */}
          {r.went_live && <LinkButton to={activityPages.signups(r.id, r.allow_person ? 0 : 1)} {...small} testId={`signups-${r.id}`}>报名</LinkButton>}
          {r.went_live && <LinkButton to={activityPages.signins(r.id)} {...small} testId={`signins-${r.id}`}>签到</LinkButton>}
        </>
      }
      defs={[
        { kind: 'link', action: 'edit', label: '编辑', testId: `edit-${r.id}`, to: activityPages.edit(r) },
        { kind: 'link', action: 'change', label: '变更', to: activityPages.change(r.id) },
      ]}
    />
  )),
];

const SELECTS = [
  { param: 'kind', label: '活动类型', choices: ACTIVITY_KIND, width: 140 },
  { param: 'cate_id', label: '活动类别', choices: CATEGORIES, width: 130 },
  { param: 'province', label: '地区', choices: [...PROVINCES], width: 140 },
];
/** Tags are an organisation's own: only those who publish activities filter by them. */
const TAG_FILTER: SelectFilter = remoteFilter({ param: 'tag_id', label: '活动标签', search: searchTags, width: 140 });

export const ActivityListPage = definePage(['activities', 'stats'], ({ load, route, search, reload, params }) => {
  const { review: staff, create: creates } = useCan('SX');
  const q = parseListQuery(search, ACTIVITY_STATUS.map((s) => String(s.value)), 'status', [
    { param: 'kind', values: ACTIVITY_KIND.map((k) => String(k.value)) },
    { param: 'cate_id', values: CATEGORIES.map((c) => String(c.value)) },
    { param: 'province', values: PROVINCES.map((p) => p.value) },
    ...(creates ? [{ param: 'tag_id', values: 'id' as const }] : []),
    { param: OWN_FILTER.param, values: ['1'] },
  ]);
  const filters = { ...(q.status ? { status: q.status } : {}), ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.start_date ? { start_date: q.start_date } : {}), ...(q.end_date ? { end_date: q.end_date } : {}), ...q.extra };
  return (
    <WithStats stats={load<Statistics>('stats')} {...ACTIVITY_STATS}>
      <UrlListPage<ActivityRow>
        title="活动列表"
        testId="activity-list"
        extra={creates && <LinkButton to="/SX/addnewactive" type="primary" testId="new-activity">{WORDS.create}活动</LinkButton>}
        intro={
          <Space wrap>
            <ExportButton name="activity" filters={filters} label="导出活动" />
            <PlainText type="secondary">{staff ? '审核待审核的活动；已发布活动的修改在「活动变更」中审核。' : '草稿在「草稿箱」中；已发布活动的修改须提交变更，由平台审核。'}</PlainText>
          </Space>
        }
        filter={{ statuses: ACTIVITY_STATUS, keywordPlaceholder: '活动名称或机构名称', dates: true, selects: [...SELECTS, ...(creates ? [TAG_FILTER] : []), ...chipFilters(search, [OWN_FILTER])] }}
        {...routeRows<ActivityRow>({ route, search }, load('activities'))}
        what="活动"
        columns={activityColumns(staff)}
        tableTestId="activity-table"
        emptyText="暂无活动"
        bulk={staff ? listBulk<ActivityRow>({ route, params, search }, 'activities', { send: bulkActivities, actions: ['pass', 'return'], what: '活动', titleOf: (r) => r.title }) : undefined}
        reload={reload}
      />
    </WithStats>
  );
});

/** 草稿箱: the organisation's drafts, last edit first; each is edited, submitted or deleted. */
export const DraftListPage = definePage(['drafts'], (page) => (
  <DraftBoxList<ActivityRow, 'drafts'>
    page={page}
    rowsKey="drafts"
    testId="draft-list"
    what="草稿"
    extra={<LinkButton to="/SX/addnewactive" type="primary">{WORDS.create}活动</LinkButton>}
    filter={{ keywordPlaceholder: '活动名称' }}
    columns={[
      { title: '活动名称', dataIndex: 'title', width: 240, ellipsis: true, render: (t: string, r) => <AppLink to={activityPages.draft(r.id)}>{t}</AppLink> },
      { title: '活动类型', dataIndex: 'kind_label', width: 130 },
      { title: '开始时间', dataIndex: 'start_time', width: 170, render: dateTime },
      { title: '最后修改', dataIndex: 'updated_at', width: 170, render: dateTime, sorter: true },
    ]}
    editTo={activityPages.edit}
    viewTo={activityPages.view}
    submit={submitDraft}
    remove={deleteDraft}
    bulkSend={bulkDrafts}
  />
));
