// Lists of wishes to choose from: the no-id variant of the wish pages (see_microwish,
// update_microwish, relation_microwish: each row leads to the page with its id), and the
// published wishes a link or a share copy adds (添加).
import { Button } from 'antd';
import { AppLink } from '../../components/AppLink';
import { LinkButton, UrlListPage, dateTime, money, orEmpty, type Choice, type DeclaredPageProps, routeRows, type UrlRows } from '../../components/kit';
import { WishStatusTag, wishNoColumn } from './common';
import type { WishRow } from './types';

export function WishPicker({
  title,
  intro,
  list,
  to,
  action,
  statuses,
}: {
  title: string;
  intro: string;
  list: UrlRows<WishRow>;
  /** The page a chosen wish opens. */
  to: (w: WishRow) => string;
  action: string;
  statuses?: Choice[];
}) {
  return (
    <UrlListPage<WishRow>
      title={title}
      testId="wish-picker"
      intro={intro}
      filter={{ statuses, keywordPlaceholder: '心愿标题、编号或受助人' }}
      {...list}
      what="微心愿"
      tableTestId="picker-table"
      emptyText="暂无可选择的微心愿"
      columns={[
        wishNoColumn,
        { title: '心愿', dataIndex: 'title', width: 220, ellipsis: true, render: (t: string, r) => <AppLink to={to(r)}>{t}</AppLink> },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, r) => <WishStatusTag status={r.status} label={r.status_label} /> },
        { title: '类型', dataIndex: 'type_label', width: 90 },
        { title: '心愿金额', dataIndex: 'target_amount', width: 110, align: 'right', render: money },
        { title: '地区', dataIndex: 'region_text', width: 90, render: orEmpty },
        { title: '创建时间', dataIndex: 'created_at', width: 170, render: dateTime },
        { title: '操作', key: 'ops', width: 90, fixed: 'right', render: (_, r) => <LinkButton to={to(r)} type="link" size="small" testId={`pick-${r.id}`}>{action}</LinkButton> },
      ]}
    />
  );
}

/** A page's no-id variant: its `wishes` loader as a list to choose from, at the route's path without the id. */
export function WishChoice({
  page,
  ...props
}: { page: Pick<DeclaredPageProps<'wishes'>, 'load' | 'route' | 'search'> } & Omit<Parameters<typeof WishPicker>[0], 'list'>) {
  return <WishPicker {...props} list={routeRows<WishRow>(page, page.load('wishes'), page.route.path.replace('/:id?', ''))} />;
}

/** Published wishes to add to a link or a share copy; those already chosen say so. */
export function WishCandidates({
  title,
  list,
  chosen,
  onAdd,
}: {
  title: string;
  list: UrlRows<WishRow>;
  chosen: ReadonlySet<number>;
  onAdd: (w: WishRow) => void;
}) {
  return (
    <UrlListPage<WishRow>
      title={title}
      testId="candidates"
      filter={{ keywordPlaceholder: '心愿标题、编号或受助人' }}
      {...list}
      what="心愿"
      tableTestId="candidate-table"
      emptyText="暂无可添加的微心愿"
      columns={[
        wishNoColumn,
        { title: '心愿', dataIndex: 'title', width: 180, ellipsis: true },
        { title: '状态', dataIndex: 'status', width: 90, render: (_, w) => <WishStatusTag status={w.status} label={w.status_label} /> },
        { title: '地区', dataIndex: 'region_text', width: 90, render: orEmpty },
        {
          title: '操作',
          key: 'ops',
          width: 80,
          fixed: 'right',
          render: (_, w) => (
            <Button type="link" size="small" disabled={chosen.has(w.id)} onClick={() => onAdd(w)} data-testid={`add-${w.id}`}>
              {chosen.has(w.id) ? '已添加' : '添加'}
            </Button>
          ),
        },
      ]}
    />
  );
}
