// A list's selection for bulk decisions (issue 42): kept across the list's pages (the rows of
// other pages are remembered as they were when picked; the page unmounts while the next page
// loads, so the selection lives here, for one list at a time), rows that allow none of the list's bulk
// actions not selectable, and 「选择全部」 through the list loader (bounded by MATCHING_LIMIT).
import type { TableProps } from 'antd/es/table';
import { createElement, useState, type Key } from 'react';
import { BULK_CHUNK, MATCHING_LIMIT, selectable } from './bulk';
import type { BulkDef } from './BulkBar';

type Row = { id: number; actions?: readonly string[] };

/** The selection of the list last shown (`list`: its id); another list starts empty. */
let kept: { list: string; picked: ReadonlyMap<number, Row> } | null = null;

export function useBulkSelection<T extends object>(list: string, def: BulkDef<T> | undefined) {
  const [picked, setState] = useState<ReadonlyMap<number, T & Row>>(() => (kept?.list === list ? (kept.picked as ReadonlyMap<number, T & Row>) : new Map()));
  const setPicked = (next: ReadonlyMap<number, T & Row>) => {
    kept = { list, picked: next };
    setState(next);
  };
  const clear = () => setPicked(new Map());
  if (!def) return { selected: [], rowSelection: undefined, clear, selectAll: undefined };
  const canPick = (r: T) => selectable(r as T & Row, def.actions);

  const rowSelection = bulkRowSelection(picked, def, setPicked);

  const matching = def.matching;
  const selectAll = matching
    ? async () => {
        const next = new Map(picked);
        for (let page = 1; next.size < MATCHING_LIMIT; page += 1) {
          const rows = await matching(page);
          if (!rows) break;
          for (const r of rows.list as Array<T & Row>) if (canPick(r) && next.size < MATCHING_LIMIT) next.set(r.id, r);
          if (rows.list.length < BULK_CHUNK || page * BULK_CHUNK >= rows.total) break;
        }
        setPicked(next);
      }
    : undefined;

  return { selected: [...picked.values()], rowSelection, clear, selectAll };
}

/** The table's checkboxes for `picked` (rows of other pages kept as they were when picked). */
export function bulkRowSelection<T extends object>(
  picked: ReadonlyMap<number, T & Row>,
  def: BulkDef<T>,
  setPicked: (next: ReadonlyMap<number, T & Row>) => void,
): NonNullable<TableProps<T>['rowSelection']> {
  return {
    selectedRowKeys: [...picked.keys()],
    preserveSelectedRowKeys: true,
    // antd copies column titles into its aria-hidden measuring row: a 全选 checkbox there is a
    // focusable element axe refuses (aria-hidden-focus). The bar's 「选择全部 N 项」 takes its place.
    hideSelectAll: true,
    columnTitle: createElement('span', { className: 'sr-only' }, '选择'),
    onChange: (keys: Key[], rows: T[]) => {
      const next = new Map<number, T & Row>();
      for (const key of keys) {
        const id = Number(key);
        const row = (rows as Array<(T & Row) | undefined>).find((r) => r?.id === id) ?? picked.get(id);
        if (row) next.set(id, row);
      }
      setPicked(next);
    },
    getCheckboxProps: (r: T) => ({ disabled: !selectable(r as T & Row, def.actions), 'aria-label': `选择${def.titleOf(r)}` }) as object,
  };
}
