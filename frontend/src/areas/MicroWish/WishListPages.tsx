// 微心愿列表 (microwish_list): every wish the caller may see (role 3: its province's), filtered by
// state, type, province, keyword and dates in the URL, with the statistics over the same region
// and dates, and the export of the donations. 变更 (change_list): the wishes' change requests.
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { ExportButton } from '../../components/ExportButton';
import { HoverTooltip } from '../../components/HoverTooltip';
import { LinkButton, RowActions, UrlListPage, WithStats, routeRows, dateTime, definePage, flag, money, offers, orEmpty, useCan } from '../../components/kit';
import { parseListQuery } from '../../components/kit/listQuery';
import { opsColumn, rowButton, statusColumn } from '../../components/kit/listParts';
import { PROVINCES } from '../../lib/regions/provinces';
import { ChangeStatusTag, WishStatusTag, beneficiary, wishLink, wishNoColumn, wishPages } from './common';
import { CHANGE_STATUS, WISH_STATUS, WISH_TYPE } from './labels';
import type { ChangeRow, Statistics, WishRow } from './types';
import { WISH_STATS } from './WishStatistics';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

const small = rowButton;
const ops = opsColumn;

/** The statistics over the list's region and dates (`statistics`). */
// Fits a 1280 px screen without scrolling (the number, type and creation time are on the detail page).
const wishColumns = (): ColumnsType<WishRow> => [
  {
    title: '心愿',
    dataIndex: 'title',
    width: 240,
    ellipsis: true,
    render: (_, r) => (
      <div>
        {wishLink(r)}
        <div>
          <PlainText type="secondary" style={{ fontSize: 12 }}>{`${r.wish_no} · ${r.type_label}`}</PlainText>
        </div>
      </div>
    ),
  },
  statusColumn<WishRow>(110, (r) => (
    <>
      <WishStatusTag status={r.status} label={r.status_label} />
      {flag(r.has_pending_change) && (
        <HoverTooltip title="有待审核的变更申请">
          <PlainText type="warning">变更中</PlainText>
        </HoverTooltip>
      )}
    </>
  )),
  { title: '受助人', key: 'child', width: 140, ellipsis: true, render: (_, r) => beneficiary(r) },
  { title: '心愿金额', dataIndex: 'target_amount', width: 100, align: 'right', render: money, sorter: true },
  { title: '地区', dataIndex: 'region_text', width: 80, render: orEmpty },
  { title: '上报单位', dataIndex: 'report_org_name', width: 140, ellipsis: true, render: orEmpty },
  ops<WishRow>(170, (r) => (
    <RowActions
      actions={r.actions}
      before={<LinkButton to={wishPages.see(r.id)} {...small}>查看</LinkButton>}
      defs={[
        { kind: 'link', action: 'edit', label: '编辑', testId: `edit-${r.id}`, to: wishPages.edit(r.id) },
        { kind: 'link', action: 'change', label: '变更', to: wishPages.update(r.id) },
      ]}
    >
      {r.went_live && <LinkButton to={wishPages.claims(r.id)} {...small} testId={`claims-${r.id}`}>认领</LinkButton>}
      {offers(r.actions, 'lightup') && <LinkButton to={wishPages.lightup(r)} {...small} testId={`lightup-${r.id}`}>点亮</LinkButton>}
    </RowActions>
  )),
];

const LIST_STATUSES = WISH_STATUS;
const SELECTS = [
  { param: 'type', label: '心愿类型', choices: WISH_TYPE, width: 130 },
  { param: 'province', label: '地区', choices: [...PROVINCES], width: 150 },
];

export const WishListPage = definePage(['wishes', 'stats'], ({ load, route, search }) => {
  const { review: staff } = useCan('MicroWish');
  const q = parseListQuery(search, LIST_STATUSES.map((s) => String(s.value)), 'status', [{ param: 'province', values: PROVINCES.map((p) => p.value) }]);
  return (
    <WithStats title="统计（按当前地区与日期）" stats={load<Statistics>('stats')} {...WISH_STATS}>
      <UrlListPage<WishRow>
        title="微心愿列表"
        testId="wish-list"
        extra={<LinkButton to="/MicroWish/add_microwish" type="primary" testId="new-wish">新建微心愿</LinkButton>}
        // The H5 pages' tools and the export under the title, so a phone still shows the title.
        intro={
          <Space wrap>
            <LinkButton to="/MicroWish/edit_link" testId="links-page">H5链接</LinkButton>
            <LinkButton to="/MicroWish/edit_copywriting">分享文案</LinkButton>
            <ExportButton name="wish" filters={{ ...(q.start_date ? { start_date: q.start_date } : {}), ...(q.end_date ? { end_date: q.end_date } : {}) }} label="导出捐赠明细" />
            <PlainText type="secondary">
              {staff ? '导出为所选日期内的捐赠明细（每笔认领或捐赠一行）。' : '您可管理本省的微心愿；已发布心愿的修改须提交变更，由平台审核。'}
            </PlainText>
          </Space>
        }
        filter={{ statuses: LIST_STATUSES, keywordPlaceholder: '心愿标题、编号或受助人', dates: true, selects: SELECTS }}
        {...routeRows<WishRow>({ route, search }, load('wishes'))}
        what="微心愿"
        columns={wishColumns()}
        tableTestId="wish-table"
        emptyText="暂无微心愿"
      />
    </WithStats>
  );
});

/** 微心愿变更: change requests of published wishes; staff open the diff to decide. */
export const ChangeListPage = definePage(['changes'], ({ load, route, search }) => {
  return (
    <UrlListPage<ChangeRow>
      title="微心愿变更"
      testId="change-list"
      intro={<PlainText type="secondary">已发布心愿的标题、故事、图片、学校、年级和金额的修改须经平台审核，通过后生效。</PlainText>}
      filter={{ statuses: CHANGE_STATUS, keywordPlaceholder: '心愿标题或编号' }}
      {...routeRows<ChangeRow>({ route, search }, load('changes'))}
      what="变更申请"
      tableTestId="change-table"
      emptyText="暂无变更申请"
      columns={[
        wishNoColumn,
        { title: '心愿', dataIndex: 'wish_title', width: 200, ellipsis: true, render: (t: string, r) => <AppLink to={wishPages.see(r.wish_id)}>{t}</AppLink> },
        { title: '变更原因', dataIndex: 'reason', width: 220, ellipsis: true },
        { title: '申请人', dataIndex: 'requester_name', width: 120 },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <ChangeStatusTag status={r.status} label={r.status_label} /> },
        { title: '退回原因', dataIndex: 'return_reason', width: 180, ellipsis: true, render: (v: string | null, r) => (inState('wish_change', r.status, '已退回') ? orEmpty(v) : '—') },
        { title: '提交时间', dataIndex: 'created_at', width: 170, render: dateTime, sorter: true },
        ops<ChangeRow>(90, (r) => (
          <LinkButton to={`/MicroWish/edit_change_microwish/${r.id}`} {...small} testId={`change-open-${r.id}`}>{offers(r.actions, 'pass') ? '审核' : '详情'}</LinkButton>
        )),
      ]}
    />
  );
});
