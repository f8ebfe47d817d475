// antd's Table markup as the kit configures it (a list's paged table, ListTable; the dashboard's
// short tables, UnpagedTable), without its code: for the server render and the first client
// render only (both swap in antd's Table right after hydration, like the sidebar's Menu;
// docs/decisions.md, "List tables drawn as antd's markup…"). rc-table's per-cell machinery (a
// context-selecting Cell, hover state, a measure cell and a resize observer per column), the
// sorter tooltips, Spin and Pagination were about half of an area list's server render. Byte for
// byte antd's HTML for what `canDrawTable` accepts, which TableLookalike.test.tsx compares;
// anything else (an empty page, expandable rows, grouped or custom-celled columns) renders antd's
// Table. The checkbox column of the lists that decide in bulk is drawn too (selectionLookalike):
// with antd's Table those lists cost 1.5–2× the others on the server.
import type { ColumnsType } from 'antd/es/table';
import { isValidElement, type CSSProperties, type Key, type ReactElement, type ReactNode } from 'react';
import { themeKey } from '../../app/theme';
import { componentSize } from '../../lib/settings';
import { useSettings } from '../../state/settings';
import CaretDownOutlinedSvg from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretUpOutlinedSvg from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
import DoubleLeftOutlinedSvg from '@ant-design/icons-svg/es/asn/DoubleLeftOutlined';
import DoubleRightOutlinedSvg from '@ant-design/icons-svg/es/asn/DoubleRightOutlined';
import EllipsisOutlinedSvg from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import LeftOutlinedSvg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlinedSvg from '@ant-design/icons-svg/es/asn/RightOutlined';
import { staticIcon } from '../icons/staticIcon';
import { selectionCell, selectionCol, selectionHeader, type DrawnSelection } from './selectionLookalike';

const T = 'ant-table';
/** Spin's size class for the settings' component size (the table's own size is fixed). */
const SPIN_SIZE = { large: ' ant-spin-lg', middle: '', small: ' ant-spin-sm' } as const;
const PG = 'ant-pagination';

/** The pager under the table, as antd's Table gives it (size small, total text, no size changer). */
export interface DrawnPager {
  current: number;
  pageSize: number;
  total: number;
  showTotal: (total: number) => ReactNode;
}

export interface DrawnTableProps<R> {
  rowKey: string | ((record: R) => Key);
  testId?: string;
  rows: readonly R[];
  columns: ColumnsType<R>;
  /** `scroll.x`: the table's width. */
  scrollX: number;
  size: 'middle' | 'small';
  className?: string;
  /** None: every row on one page (`pagination={false}`). */
  pager?: DrawnPager;
  /** The checkbox column of a list that decides in bulk (drawnSelection), before the others. */
  selection?: DrawnSelection;
}

type Render<R> = (value: unknown, record: R, index: number) => ReactNode;

/** The one column shape drawn here; ListPage's columns after `withEmptyCells`. */
interface PlainColumn<R> {
  title: string;
  dataIndex?: string | number | readonly (string | number)[];
  key?: Key;
  render?: Render<R>;
  width?: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  fixed?: 'right' | 'end';
  sorter?: unknown;
}

const COLUMN_KEYS = new Set(['title', 'dataIndex', 'key', 'render', 'width', 'align', 'ellipsis', 'fixed', 'sorter']);

function isPlainColumn(c: object, i: number, count: number): boolean {
  const col = c as Record<string, unknown>;
  if (!Object.keys(col).every((k) => COLUMN_KEYS.has(k) || col[k] === undefined)) return false;
  if (typeof col.title !== 'string') return false;
  if (col.width !== undefined && typeof col.width !== 'number') return false;
  if (col.ellipsis !== undefined && typeof col.ellipsis !== 'boolean') return false;
  if (col.render !== undefined && typeof col.render !== 'function') return false;
  // A fixed column only as the last one: its sticky offset is 0 without measuring anything.
  if (col.fixed !== undefined && !((col.fixed === 'right' || col.fixed === 'end') && i === count - 1)) return false;
  if (col.sorter !== undefined && typeof col.sorter !== 'function' && col.sorter !== true) return false;
  return true;
}

/**
 * Whether the lookalike draws exactly what antd's Table would for these props: at least one row,
 * at most a page of them when paged, and plain columns. Anything else renders antd's Table.
 */
export function canDrawTable<R>({ rows, columns, pager, selection }: Pick<DrawnTableProps<R>, 'rows' | 'columns' | 'pager' | 'selection'>): boolean {
  if (rows.length === 0) return false;
  if (pager && (rows.length > pager.pageSize || pager.total <= 0 || pager.current < 1)) return false;
  // antd fixes the selection column when the column after it is fixed.
  if (selection && (selection.boxes.length !== rows.length || (columns[0] as { fixed?: unknown } | undefined)?.fixed !== undefined)) return false;
  return columns.length > 0 && columns.every((c, i) => isPlainColumn(c, i, columns.length));
}

function valueAt(record: unknown, dataIndex: PlainColumn<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null || dataIndex === '') return record;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let v: unknown = record;
  for (const k of path) {
    if (v === null || v === undefined) return undefined;
    v = (v as Record<string | number, unknown>)[k as string | number];
  }
  return v;
}

/** The cell's content as rc-table keeps it: an object that is not an element renders nothing. */
function cellNode(node: unknown): ReactNode {
  return typeof node === 'object' && node !== null && !Array.isArray(node) && !isValidElement(node) ? null : (node as ReactNode);
}

/** rc-table's title for an ellipsis cell: its text, or its only element's text. */
function ellipsisTitle(node: ReactNode): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return node.toString();
  if (isValidElement(node)) {
    const inner = (node as ReactElement<{ children?: unknown }>).props.children;
    if (typeof inner === 'string') return inner;
  }
  return undefined;
}

interface ColumnLayout {
  fixed: boolean;
  /** The cell's style: sticky offset and stacking (the fixed column), alignment. */
  style: CSSProperties | undefined;
  cellClass: string;
}

function layoutOf(col: PlainColumn<unknown>, i: number, count: number): ColumnLayout {
  const fixed = col.fixed !== undefined;
  let style: Record<string, string | number> | undefined;
  if (fixed) style = { insetInlineEnd: 0, '--z-offset': i, '--z-offset-reverse': count - i };
  if (col.align) style = { ...style, textAlign: col.align };
  // A fixed column shows the end shadow unless the column before it is fixed too (never, here).
  const fix = fixed ? ` ${T}-cell-fix ${T}-cell-fix-end ${T}-cell-fix-end-shadow` : '';
  return { fixed, style: style as CSSProperties | undefined, cellClass: `${T}-cell${fix}${col.ellipsis ? ` ${T}-cell-ellipsis` : ''}` };
}

/** antd's sortable title: the title and both carets (no order on a first render). */
function sorterTitle(title: string): ReactElement {
  return (
    <div className={`${T}-column-sorters`}>
      <span className={`${T}-column-title`}>{title}</span>
      <span className={`${T}-column-sorter ${T}-column-sorter-full`}>
        <span className={`${T}-column-sorter-inner`} aria-hidden="true">
          {staticIcon(CaretUpOutlinedSvg, `${T}-column-sorter-up`)}
          {staticIcon(CaretDownOutlinedSvg, `${T}-column-sorter-down`)}
        </span>
      </span>
    </div>
  );
}

/** The row's key as antd's Table reads it for these props. */
export function keyOfRow<R>(rowKey: DrawnTableProps<R>['rowKey'], r: R): Key {
  return typeof rowKey === 'function' ? rowKey(r) : (r as Record<string, Key>)[rowKey];
}

const MEASURE_TD: CSSProperties = { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 };
const MEASURE_DIV: CSSProperties = { height: 0, overflow: 'hidden', fontWeight: 'bold' };

export function TableLookalike<R>(p: DrawnTableProps<R>) {
  const { settings } = useSettings();
  const css = themeKey(settings);
  const columns = p.columns as unknown as PlainColumn<R>[];
  const count = columns.length;
  const sel = p.selection;
  // The selection column counts in the fixed column's stacking offsets.
  const before = sel ? 1 : 0;
  const layouts = columns.map((c, i) => layoutOf(c as PlainColumn<unknown>, i + before, count + before));
  const hasFixed = layouts.some((l) => l.fixed);
  const titles = columns.map((c) => (c.sorter ? sorterTitle(c.title) : c.title));
  const rowKeyOf = (r: R) => keyOfRow(p.rowKey, r);
  const tableClass =
    `${T} ${T}-${p.size === 'small' ? 'small' : 'medium'} ${css} ${T}-css-var ${T}-fix-start-shadow ${T}-fix-end-shadow` +
    (hasFixed ? ` ${T}-fixed-column ${T}-scroll-horizontal ${T}-has-fix-end` : ` ${T}-scroll-horizontal`);
  return (
    <div className={`${css} ${T}-css-var ${T}-wrapper${p.className ? ` ${p.className}` : ''}`}>
      <div className={`ant-spin${SPIN_SIZE[componentSize(settings.size)]} ${css}`} aria-live="polite" aria-busy="false">
        <div className="ant-spin-container">
          <div className={tableClass} data-testid={p.testId}>
            <div className={`${T}-container`}>
              <div style={{ overflowX: 'auto', overflowY: 'hidden' }} className={`${T}-content`}>
                <table style={{ width: p.scrollX, minWidth: '100%', tableLayout: 'fixed' }}>
                  <colgroup>
                    {sel && selectionCol()}
                    {columns.map((c, i) => (
                      <col key={i} style={c.width === undefined ? undefined : { width: c.width }} />
                    ))}
                  </colgroup>
                  <thead className={`${T}-thead`}>
                    <tr>
                      {sel && selectionHeader(sel)}
                      {columns.map((c, i) => headerCell(c, i, layouts[i], titles[i]))}
                    </tr>
                  </thead>
                  <tbody className={`${T}-tbody`}>
                    <tr aria-hidden="true" className={`${T}-measure-row`} style={{ height: 0 }}>
                      {(sel ? [sel.title, ...titles] : titles).map((t, i) => (
                        <td key={i} style={MEASURE_TD}>
                          <div style={MEASURE_DIV}>{t}</div>
                        </td>
                      ))}
                    </tr>
                    {p.rows.map((r, index) => (
                      <tr key={rowKeyOf(r)} className={`${T}-row ${T}-row-level-0${sel?.boxes[index].checked ? ` ${T}-row-selected` : ''}`} data-row-key={rowKeyOf(r)}>
                        {sel && selectionCell(sel.boxes[index], css)}
                        {columns.map((c, i) => bodyCell(c, i, layouts[i], r, index))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </div>
          {p.pager && <Pager css={css} {...p.pager} />}
        </div>
      </div>
    </div>
  );
}

// Plain functions, not components: the point is to render as few components as possible.
function headerCell<R>(c: PlainColumn<R>, i: number, l: ColumnLayout, title: ReactNode) {
  if (c.sorter) {
    // antd's sorter hook puts its attributes first, then rc-table's class, style and scope.
    return (
      <th
        key={i}
        aria-description="可排序"
        aria-label={c.title}
        className={`${l.cellClass} ${T}-column-has-sorters`}
        tabIndex={0}
        title={c.ellipsis ? c.title : undefined}
        style={l.style}
        scope="col"
      >
        {title}
      </th>
    );
  }
  return (
    <th key={i} className={l.cellClass} style={l.style} title={c.ellipsis ? c.title : undefined} scope="col">
      {c.ellipsis && l.fixed ? <span className={`${T}-cell-content`}>{title}</span> : title}
    </th>
  );
}

function bodyCell<R>(c: PlainColumn<R>, i: number, l: ColumnLayout, record: R, index: number) {
  const value = valueAt(record, c.dataIndex);
  const node = cellNode(c.render ? c.render(value, record, index) : value);
  const title = c.ellipsis ? ellipsisTitle(node) : undefined;
  return (
    <td key={i} className={l.cellClass} style={l.style} title={title}>
      {c.ellipsis && l.fixed ? <span className={`${T}-cell-content`}>{node}</span> : node}
    </td>
  );
}

/** rc-pagination's pager as antd's Table gives it (size small, total text, no size changer). */
function Pager({ css, current, pageSize, total, showTotal }: DrawnPager & { css: string }) {
  const allPages = Math.floor((total - 1) / pageSize) + 1;
  const hasPrev = current > 1;
  const hasNext = current < allPages;
  return (
    <ul className={`${PG} ${PG}-small ${PG}-mini ${T}-pagination ${T}-pagination-end ${css}`}>
      <li className={`${PG}-total-text`}>{showTotal(total)}</li>
      <li title="上一页" tabIndex={hasPrev ? 0 : undefined} className={`${PG}-prev${hasPrev ? '' : ` ${PG}-disabled`}`} aria-disabled={!hasPrev}>
        <button className={`${PG}-item-link`} type="button" tabIndex={-1} disabled={!hasPrev}>
          {staticIcon(LeftOutlinedSvg)}
        </button>
      </li>
      {pagerItems(current, allPages)}
      <li title="下一页" tabIndex={hasNext ? 0 : undefined} className={`${PG}-next${hasNext ? '' : ` ${PG}-disabled`}`} aria-disabled={!hasNext}>
        <button className={`${PG}-item-link`} type="button" tabIndex={-1} disabled={!hasNext}>
          {staticIcon(RightOutlinedSvg)}
        </button>
      </li>
    </ul>
  );
}

function pageItem(page: number, current: number, extra = '') {
  return (
    <li key={page} title={String(page)} className={`${PG}-item ${PG}-item-${page}${page === current ? ` ${PG}-item-active` : ''}${extra}`} tabIndex={0}>
      <a rel="nofollow">{page}</a>
    </li>
  );
}

function jumper(which: 'prev' | 'next') {
  return (
    <li key={which} title={which === 'prev' ? '向前 5 页' : '向后 5 页'} tabIndex={0} className={`${PG}-jump-${which} ${PG}-jump-${which}-custom-icon`}>
      <a className={`${PG}-item-link`}>
        <div className={`${PG}-item-container`}>
          {staticIcon(which === 'prev' ? DoubleLeftOutlinedSvg : DoubleRightOutlinedSvg, `${PG}-item-link-icon`)}
          <span className={`${PG}-item-ellipsis`}>
            {staticIcon(EllipsisOutlinedSvg)}
          </span>
        </div>
      </a>
    </li>
  );
}

/** rc-pagination's page list (buffer 2): every page up to 7, else the window with jumpers. */
function pagerItems(current: number, allPages: number): ReactNode[] {
  const buffer = 2;
  if (allPages <= 3 + buffer * 2) return Array.from({ length: allPages }, (_, i) => pageItem(i + 1, current));
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, allPages);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (allPages - current <= buffer) left = allPages - buffer * 2;
  const hasJumpPrev = current - 1 >= buffer * 2 && current !== 1 + 2;
  const hasJumpNext = allPages - current >= buffer * 2 && current !== allPages - 2;
  if (hasJumpPrev && right !== allPages) left += 1;
  if (hasJumpNext && left !== 1) right -= 1;
  const items: ReactNode[] = [];
  for (let i = left; i <= right; i += 1) {
    const after = hasJumpPrev && i === left ? ` ${PG}-item-after-jump-prev` : '';
    const before = hasJumpNext && i === right ? ` ${PG}-item-before-jump-next` : '';
    items.push(pageItem(i, current, `${before}${after}`));
  }
  if (hasJumpPrev) items.unshift(jumper('prev'));
  if (hasJumpNext) items.push(jumper('next'));
  if (left !== 1) items.unshift(pageItem(1, current));
  if (right !== allPages) items.push(pageItem(allPages, current));
  return items;
}
