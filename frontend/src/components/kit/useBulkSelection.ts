// A list's selection for bulk decisions (issue 42): kept across the list's pages (the rows of
// other pages are remembered as they were when picked), rows that allow none of the list's bulk
// actions not selectable, and 「选择全部」 through the list loader (bounded by MATCHING_LIMIT).
import type { TableProps } from 'antd/es/table';
import { useState, type Key } from 'react';
import { BULK_CHUNK, MATCHING_LIMIT, selectable } from './bulk';
import type { BulkDef } from './BulkBar';

type Row = { id: number; actions?: readonly string[] };

export function useBulkSelection<T extends object>(def: BulkDef<T> | undefined) {
  const [picked, setPicked] = useState<ReadonlyMap<number, T & Row>>(new Map());
  const clear = () => setPicked(new Map());
  if (!def) return { selected: [], rowSelection: undefined, clear, selectAll: undefined };
  const canPick = (r: T) => selectable(r as T & Row, def.actions);

  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: [...picked.keys()],
    preserveSelectedRowKeys: true,
    onChange: (keys: Key[], rows: T[]) => {
      const next = new Map<number, T & Row>();
      for (const key of keys) {
        const id = Number(key);
        const row = (rows as Array<(T & Row) | undefined>).find((r) => r?.id === id) ?? picked.get(id);
        if (row) next.set(id, row);
      }
      setPicked(next);
    },
    getCheckboxProps: (r: T) => ({ disabled: !canPick(r), 'aria-label': `选择${def.titleOf(r)}` }) as object,
  };

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
