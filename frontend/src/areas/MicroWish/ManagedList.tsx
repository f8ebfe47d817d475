// The list of what platform staff keep for the H5 pages (links, share copy): the items with who
// made them and when, 新增 and 删除 for staff (2, 99), and each item's own pages; the regional
// partner (3) reads. The list the optional-id link and copywriting pages show without an id.
import { Button } from 'antd';
import { ConfirmPopup } from '../../components/kit/ConfirmPopup';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { LinkButton, UrlListPage, dateTime, useCall, useCan, routeRows, type DeclaredPageProps, type UrlRows } from '../../components/kit';
import type { Envelope } from '../../lib/http';
import { RowSpace } from '../../components/kit/RowSpace';
import { PlainText } from '../../components/PlainTypography';

/** An optional-id page (`edit_link/:id?`…) as its item list sees it, without the id. */
type ListPageOf<K extends string> = Pick<DeclaredPageProps<K>, 'load' | 'route' | 'search' | 'reload'>;

/** The rows and URL state of the list an optional-id page shows without an id (`listKey`: its loader). */
export const managedListOf = <T, K extends string>(page: ListPageOf<K>, listKey: K) => ({
  list: routeRows<T>(page, page.load(listKey), page.route.path.replace('/:id?', '')),
  reload: page.reload,
});

interface Managed {
  id: number;
  created_by_name: string;
  created_at: number;
  updated_at: number | null;
}

export interface ManagedListProps<T extends Managed> {
  /** 链接 / 分享文案: the list's noun. */
  noun: string;
  /** Test ids: `<kind>-list`, `<kind>-table`, `new-<kind>`. */
  kind: string;
  title: string;
  intro: string;
  newTo: string;
  keywordPlaceholder: string;
  list: UrlRows<T>;
  reload: () => void;
  columns: ColumnsType<T>;
  /** The item's pages (staff: all of them). */
  ops: (r: T, staff: boolean) => ReactNode;
  opsWidth: { staff: number; reader: number };
  remove: { confirm: string; call: (id: number) => Promise<Envelope<null>> };
}

export function ManagedList<T extends Managed>({ noun, kind, title, intro, newTo, keywordPlaceholder, list, reload, columns, ops, opsWidth, remove }: ManagedListProps<T>) {
  const { review: staff } = useCan('MicroWish');
  const { run } = useCall();
  return (
    <UrlListPage<T>
      title={title}
      testId={`${kind}-list`}
      intro={<PlainText type="secondary">{intro}</PlainText>}
      extra={staff ? <LinkButton to={newTo} type="primary" testId={`new-${kind}`}>{`新增${noun}`}</LinkButton> : undefined}
      filter={{ keywordPlaceholder }}
      {...list}
      what={noun}
      tableTestId={`${kind}-table`}
      emptyText={`暂无${noun}`}
      columns={[
        ...columns,
        { title: '创建人', dataIndex: 'created_by_name', width: 96 },
        { title: '更新时间', dataIndex: 'updated_at', width: 160, render: (t: number | null, r) => dateTime(t ?? r.created_at) },
        {
          title: '操作',
          key: 'ops',
          width: staff ? opsWidth.staff : opsWidth.reader,
          fixed: 'right',
          render: (_, r) => (
            <RowSpace gap={0} wrap>
              {ops(r, staff)}
              {staff && (
                <ConfirmPopup title={remove.confirm} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={async () => (await run('delete', () => remove.call(r.id), '删除成功')) && reload()}>
                  <Button type="link" size="small" danger data-testid={`${kind}-delete-${r.id}`}>
                    删除
                  </Button>
                </ConfirmPopup>
              )}
            </RowSpace>
          ),
        },
      ]}
    />
  );
}
