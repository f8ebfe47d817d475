import type { ColumnsType } from 'antd/es/table';
import { renderToString } from 'react-dom/server';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './LinkButton';
import { AntdListTable, ListTable, type ListTableProps } from './ListTable';
import { withEmptyCells } from './ListPage';
import { LOOKALIKE_VARIANTS as VARIANTS, LookalikeProviders as Providers } from './lookalikeProviders.test-support';
import { RowSpace } from './RowSpace';
import { StatusTag } from './StatusTag';
import { drawnSelection } from './selectionLookalike';
import { canDrawTable } from './TableLookalike';
import { bulkRowSelection } from './useBulkSelection';
import { AntdUnpagedTable, UnpagedTable } from './UnpagedTable';

interface Row {
  id: number;
  title: string;
  amount: string | null;
  status: number;
  org: { name: string } | null;
  note: string;
  /** What the engine offers the caller on the row (bulk selection: none makes its checkbox disabled). */
  actions?: readonly string[];
}

const ROWS: Row[] = Array.from({ length: 10 }, (_, i) => ({
  id: 100 + i,
  title: `项目 <${i}> & "引号"`,
  amount: i % 3 === 0 ? null : `${i * 1000}.50`,
  status: i % 4,
  org: i % 2 ? { name: `机构${i}` } : null,
  note: i % 5 ? '' : '备注',
}));

/** Every column shape the lists use: plain, ellipsis over text and over a link, aligned, sortable, a fixed 操作 column. */
const LIST_COLUMNS: ColumnsType<Row> = [
  { title: '项目名称', dataIndex: 'title', width: 240, ellipsis: true, render: (_, r) => <Link to={`/SJ/viewProject/${r.id}`}>{r.title}</Link> },
  { title: '状态', dataIndex: 'status', width: 100, render: (s: number) => <StatusTag status={s} label={s ? '通过' : '待审'} colors={{ 0: 'orange', 1: 'green', 2: 'red' }} /> },
  { title: '目标金额', dataIndex: 'amount', width: 130, align: 'right', sorter: (a, b) => Number(a.amount) - Number(b.amount) },
  { title: '发起机构', dataIndex: ['org', 'name'], width: 170, ellipsis: true },
  { title: '备注', dataIndex: 'note', ellipsis: true, render: (v: string) => (v ? <span>{v}</span> : null) },
  { title: '提交时间', key: 'when', width: 170, sorter: true, ellipsis: true, render: (_, r) => (r.id % 2 ? 1700000000 + r.id : undefined) },
  { title: '数组', key: 'arr', width: 90, render: (_, r) => [r.id, '号'] },
  { title: '对象', key: 'obj', width: 90, align: 'center', render: (_, r) => ({ id: r.id }) as never },
  {
    title: '操作',
    key: 'ops',
    width: 170,
    fixed: 'right',
    render: (_, r) => (
      <RowSpace gap={0} wrap>
        <LinkButton to={`/SJ/viewProject/${r.id}`} type="link" size="small">查看</LinkButton>
        {r.status === 1 && <LinkButton to={`/SJ/editProject/${r.id}`} type="link" size="small">编辑</LinkButton>}
      </RowSpace>
    ),
  },
];

/** Without a fixed column, and with a fixed column whose cells cut their text. */
const NO_FIXED = LIST_COLUMNS.slice(0, 4);
const FIXED_ELLIPSIS: ColumnsType<Row> = [...LIST_COLUMNS.slice(0, 3), { title: '机构', key: 'o', width: 120, fixed: 'right', ellipsis: true, render: (_, r) => r.org?.name ?? '无' }];

function props(columns: ColumnsType<Row>, over: Partial<ListTableProps<Row>> = {}): ListTableProps<Row> {
  return {
    rowKey: 'id',
    testId: 'the-table',
    rows: ROWS,
    loading: false,
    columns: withEmptyCells(columns),
    scrollX: 1300,
    emptyText: '暂无项目',
    current: 1,
    total: 35,
    onPage: () => {},
    ...over,
  };
}

/** Equal strings, or a failure that shows where the first difference is (the HTML is long). */
function expectSameHtml(ours: string, real: string) {
  let i = 0;
  while (i < ours.length && ours[i] === real[i]) i += 1;
  const at = (s: string) => s.slice(Math.max(0, i - 120), i + 120);
  expect(i === ours.length && i === real.length ? '' : `ours: …${at(ours)}…`).toBe(i === ours.length && i === real.length ? '' : `antd: …${at(real)}…`);
}

function both(p: ListTableProps<Row>, v: (typeof VARIANTS)[number] = VARIANTS[0]) {
  const real = renderToString(
    <Providers {...v}>
      <AntdListTable<Row> {...p} />
    </Providers>,
  );
  const ours = renderToString(
    <Providers {...v}>
      <ListTable<Row> {...p} />
    </Providers>,
  );
  return { real, ours };
}

describe("a list's table on its first render (server and hydration)", () => {
  for (const v of VARIANTS) {
    for (const [name, cols] of [
      ['every column shape', LIST_COLUMNS],
      ['no fixed column', NO_FIXED],
      ['a fixed column that cuts its text', FIXED_ELLIPSIS],
    ] as const) {
      it(`is antd's Table HTML byte for byte (${v.theme}, ${v.size}, ${name})`, () => {
        const p = props(cols as ColumnsType<Row>);
        expect(canDrawTable({ ...p, pager: { pageSize: 10, total: p.total, current: p.current, showTotal: String } })).toBe(true);
        const { real, ours } = both(p, v);
        expect(real).toContain('ant-table-row');
        expectSameHtml(ours, real);
      });
    }
  }

  it('is antd\'s HTML with a row key function and a short last page', () => {
    const p = props(NO_FIXED, { rowKey: (r: Row) => `k${r.id}`, rows: ROWS.slice(0, 3), total: 23, current: 3 });
    const { real, ours } = both(p);
    expect(real).toContain('data-row-key="k100"');
    expectSameHtml(ours, real);
  });

  // rc-pagination lists every page up to 7, then a window of 5 with jumpers and the first and last page.
  for (const total of [1, 10, 11, 70, 71, 95, 101, 200, 1234]) {
    const pages = Math.ceil(total / 10);
    const currents = pages <= 12 ? Array.from({ length: pages }, (_, i) => i + 1) : [1, 2, 3, 4, 5, 6, 60, pages - 5, pages - 4, pages - 3, pages - 2, pages - 1, pages].filter((c) => c <= pages);
    for (const current of currents) {
      it(`draws antd's pager for ${total} rows on page ${current}`, () => {
        const p = props(NO_FIXED, { total, current, rows: ROWS.slice(0, Math.min(10, total - (current - 1) * 10)) });
        const { real, ours } = both(p);
        expect(real).toContain('ant-pagination-total-text');
        expectSameHtml(ours, real);
      });
    }
  }

  // The dashboard's tables: small, shown whole, columns without a width sharing what is left.
  const DASHBOARD_COLUMNS: ColumnsType<Row> = [
    { title: '项目名称', dataIndex: 'title', ellipsis: true, render: (t: string, r) => (r.id % 2 ? <Link to={`/SJ/viewProject/${r.id}`}>{t}</Link> : t) },
    { title: '发起机构', dataIndex: ['org', 'name'], ellipsis: true },
    { title: '目标金额', dataIndex: 'amount', width: 120 },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} label="募款中" colors={{ 0: 'orange', 1: 'green' }} /> },
  ];
  for (const v of VARIANTS) {
    for (const count of [1, 5, 10]) {
      it(`draws a small table shown whole as antd does (${v.theme}, ${v.size}, ${count} rows)`, () => {
        const p = { rowKey: 'id', rows: ROWS.slice(0, count), columns: DASHBOARD_COLUMNS, scrollX: 640, size: 'small' as const, emptyText: '暂无项目' };
        const real = renderToString(<Providers {...v}><AntdUnpagedTable<Row> {...p} /></Providers>);
        const ours = renderToString(<Providers {...v}><UnpagedTable<Row> {...p} /></Providers>);
        expect(real).toContain('ant-table-small');
        expectSameHtml(ours, real);
      });
    }
  }

  // A list that decides in bulk: the checkboxes as useBulkSelection gives them, every fourth row
  // offering no bulk action (disabled), some rows picked on other pages (ids from 900).
  const BULK_ROWS: Row[] = ROWS.map((r, i) => ({ ...r, actions: i % 4 === 3 ? ['view'] : ['pass', 'view'] }));
  const bulkDef = { send: async () => ({ ok: true, data: { results: [] } }) as never, actions: ['pass', 'return'], what: '项目', titleOf: (r: Row) => r.title };
  const picking = (ids: readonly number[]) => bulkRowSelection<Row>(new Map(ids.map((id) => [id, { ...ROWS[0], id }])), bulkDef, () => {});
  const PICKS: ReadonlyArray<readonly [string, readonly number[]]> = [
    ['no row picked', []],
    ['some rows picked', [101, 104, 905]],
    ['every row picked', BULK_ROWS.map((r) => r.id)],
    ['a disabled row picked', [103, 900]],
  ];
  const SELECTION_COLUMNS = [['a fixed last column', LIST_COLUMNS], ['no fixed column', NO_FIXED]] as const;
  for (const [picks, ids] of PICKS) {
    for (const [shape, cols] of SELECTION_COLUMNS) {
      for (const size of ['middle', 'small'] as const) {
        it(`draws the bulk checkboxes as antd does (${picks}, ${shape}, size ${size})`, () => {
          const p = props(cols, { rows: BULK_ROWS, size, rowSelection: picking(ids) });
          const selection = drawnSelection(p.rowSelection!, p.rows, (r) => r.id);
          expect(selection && canDrawTable({ rows: p.rows, columns: p.columns, selection })).toBe(true);
          const { real, ours } = both(p);
          expect(real).toContain('ant-table-selection-column');
          expectSameHtml(ours, real);
        });
      }
    }
  }
  for (const v of VARIANTS) {
    it(`draws the bulk checkboxes as antd does in every theme (${v.theme}, ${v.size})`, () => {
      const { real, ours } = both(props(LIST_COLUMNS, { rows: BULK_ROWS, rowKey: (r: Row) => `k${r.id}`, rowSelection: picking([]) }), v);
      expect(real).toContain('ant-checkbox-input');
      expectSameHtml(ours, real);
    });
  }

  it('leaves to antd a row selection it cannot draw exactly', () => {
    const lists = picking([101]);
    const refused: ReadonlyArray<Partial<typeof lists>> = [
      { type: 'radio' },
      { hideSelectAll: false },
      { hideSelectAll: undefined },
      { selections: true },
      { fixed: true },
      { columnWidth: 48 },
      { renderCell: (_checked, _r, _i, node) => node },
      { columnTitle: (box) => box },
      { columnTitle: undefined },
      { getCheckboxProps: undefined },
      { getCheckboxProps: () => ({ disabled: false }) },
      { getCheckboxProps: (r) => ({ 'aria-label': r.title, name: 'pick' }) },
      { getCheckboxProps: (r) => ({ 'aria-label': r.title, indeterminate: true }) as object },
    ];
    for (const over of refused) {
      const rowSelection = { ...lists, ...over };
      expect(drawnSelection(rowSelection, BULK_ROWS, (r) => r.id)).toBeNull();
      const { real, ours } = both(props(NO_FIXED, { rows: BULK_ROWS, rowSelection }));
      expectSameHtml(ours, real);
    }
    // antd fixes the selection column when the first column is fixed (a table of one fixed column).
    const oneFixed: ColumnsType<Row> = [{ title: '操作', key: 'ops', width: 120, fixed: 'right', render: () => '查看' }];
    const selection = drawnSelection(lists, BULK_ROWS, (r) => r.id)!;
    expect(canDrawTable({ rows: BULK_ROWS, columns: oneFixed })).toBe(true);
    expect(canDrawTable({ rows: BULK_ROWS, columns: oneFixed, selection })).toBe(false);
    expect(canDrawTable({ rows: BULK_ROWS.slice(1), columns: NO_FIXED, selection })).toBe(false);
    const { real, ours } = both(props(oneFixed, { rows: BULK_ROWS, rowSelection: lists }));
    expectSameHtml(ours, real);
  });

  it('leaves to antd what it cannot draw exactly', () => {
    const pager = { pageSize: 10, total: 35, current: 1, showTotal: String };
    const base = { rows: ROWS, pager };
    expect(canDrawTable({ ...base, columns: LIST_COLUMNS })).toBe(true);
    expect(canDrawTable({ ...base, rows: [], columns: LIST_COLUMNS })).toBe(false);
    expect(canDrawTable({ ...base, pager: { ...pager, total: 0 }, columns: LIST_COLUMNS })).toBe(false);
    expect(canDrawTable({ ...base, rows: [...ROWS, ...ROWS], columns: LIST_COLUMNS })).toBe(false);
    expect(canDrawTable({ rows: [...ROWS, ...ROWS], columns: LIST_COLUMNS })).toBe(true);
    expect(canDrawTable({ ...base, columns: [{ title: '分组', children: [{ title: 'a', dataIndex: 'id' }] }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: 'a', dataIndex: 'id', onCell: () => ({}) }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: <b>a</b>, dataIndex: 'id' }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: 'a', dataIndex: 'id', fixed: 'right' }, { title: 'b', dataIndex: 'id' }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: 'a', dataIndex: 'id', fixed: 'left' }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: 'a', dataIndex: 'id', width: '20%' }] })).toBe(false);
    expect(canDrawTable({ ...base, columns: [{ title: 'a', dataIndex: 'id', ellipsis: { showTitle: false } }] })).toBe(false);
  });

  it('renders antd\'s Table for a loading, empty or expandable list', () => {
    for (const over of [{ loading: true }, { rows: [], total: 0 }, { expandable: { expandedRowRender: () => '详情' } }] as Partial<ListTableProps<Row>>[]) {
      const { real, ours } = both(props(NO_FIXED, over));
      expectSameHtml(ours, real);
    }
  });
});
