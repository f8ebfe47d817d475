// The checkbox column of a list that decides in bulk (useBulkSelection) as antd's Table draws it,
// for TableLookalike: without it those lists rendered antd's whole Table on the server, 1.5–2×
// the cost of the others (issue 41). Only the row selection the lists give is drawn: checkboxes
// with a label each, some disabled, no 全选 in the header (its title instead), nothing fixed or
// custom; anything else returns null and the list renders antd's Table.
import type { TableProps } from 'antd/es/table';
import { isValidElement, type Key, type ReactNode } from 'react';

const T = 'ant-table';
const CB = 'ant-checkbox';

/** One row's checkbox. */
export interface DrawnBox {
  checked: boolean;
  disabled: boolean;
  label: string;
}

/** The selection column: its header (and measure row) title and one checkbox per row, in row order. */
export interface DrawnSelection {
  title: ReactNode;
  boxes: readonly DrawnBox[];
}

/** The rowSelection settings drawn here (the others change the markup, or are behaviour only). */
const SELECTION_KEYS = new Set(['type', 'selectedRowKeys', 'preserveSelectedRowKeys', 'hideSelectAll', 'columnTitle', 'onChange', 'getCheckboxProps']);
/** What getCheckboxProps may give: antd spreads anything else onto the Checkbox. */
const BOX_KEYS = new Set(['disabled', 'aria-label']);

function boxOf(props: unknown, checked: boolean): DrawnBox | null {
  if (typeof props !== 'object' || props === null) return null;
  const box = props as Record<string, unknown>;
  if (!Object.keys(box).every((k) => BOX_KEYS.has(k) || box[k] === undefined)) return null;
  // Without a label of its own the checkbox says antd's words for the row's index.
  if (typeof box['aria-label'] !== 'string') return null;
  if (box.disabled !== undefined && typeof box.disabled !== 'boolean') return null;
  return { checked, disabled: box.disabled === true, label: box['aria-label'] };
}

/**
 * The selection column antd's Table would draw for `selection` over `rows`, or null when the
 * lookalike cannot draw it exactly.
 */
export function drawnSelection<R>(selection: NonNullable<TableProps<R>['rowSelection']>, rows: readonly R[], keyOf: (r: R) => Key): DrawnSelection | null {
  const s = selection as Record<string, unknown>;
  if (!Object.keys(s).every((k) => SELECTION_KEYS.has(k) || s[k] === undefined)) return null;
  if ((selection.type ?? 'checkbox') !== 'checkbox' || selection.hideSelectAll !== true) return null;
  const title = selection.columnTitle;
  if (typeof title !== 'string' && !isValidElement(title)) return null;
  if (typeof selection.getCheckboxProps !== 'function' || (selection.selectedRowKeys !== undefined && !Array.isArray(selection.selectedRowKeys))) return null;
  const picked = new Set<Key>(selection.selectedRowKeys ?? []);
  const boxes: DrawnBox[] = [];
  for (const r of rows) {
    const box = boxOf(selection.getCheckboxProps(r), picked.has(keyOf(r)));
    if (!box) return null;
    boxes.push(box);
  }
  return { title, boxes };
}

/** The selection column's `col`: its width comes from antd's stylesheet. */
export const selectionCol = () => <col key="selection" className={`${T}-selection-col`} />;

export const selectionHeader = (s: DrawnSelection) => (
  <th key="selection" className={`${T}-cell ${T}-selection-column`} scope="col">
    {s.title}
  </th>
);

/** A row's checkbox cell; `css`: the theme's class, which antd's Checkbox carries too. */
export function selectionCell({ checked, disabled, label }: DrawnBox, css: string) {
  const state = `${checked ? ` ${CB}-wrapper-checked` : ''}${disabled ? ` ${CB}-wrapper-disabled` : ''}`;
  return (
    <td key="selection" className={`${T}-cell ${T}-selection-column`}>
      <label className={`${CB}-wrapper${state} ${css} ${CB}-css-var`}>
        <span className={`${CB} ant-wave-target${checked ? ` ${CB}-checked` : ''}${disabled ? ` ${CB}-disabled` : ''}`}>
          {/* defaultChecked: the same attribute as antd's controlled input, without React's
              warning about a checked input with no handler (antd's Table takes over right after
              hydration). */}
          <input aria-label={label} className={`${CB}-input`} disabled={disabled || undefined} type="checkbox" defaultChecked={checked || undefined} />
        </span>
      </label>
    </td>
  );
}
