import { describe, expect, it } from 'vitest';
import { columnsWidth, withEmptyCells } from './ListPage';

describe('list page columns', () => {
  it('a cell without a value shows — like every formatted cell, and formatted columns keep their render', () => {
    const own = (v: unknown) => `¥${String(v)}`;
    type Col = { dataIndex?: string; key?: string; render?: (v: unknown) => string };
    const columns: Col[] = [{ dataIndex: 'donor_name' }, { dataIndex: 'amount', render: own }, { key: 'ops' }];
    const [plain, formatted, ops] = withEmptyCells(columns);
    const render = plain.render as (v: unknown) => string;
    expect(render('')).toBe('—');
    expect(render(null)).toBe('—');
    expect(render('王芳')).toBe('王芳');
    expect(formatted.render).toBe(own);
    expect(ops.render).toBeUndefined();
  });

  it('the table scrolls to the width its columns need, a column without a width counting 160', () => {
    expect(columnsWidth([{ width: 100 }, {}, { width: 140 }])).toBe(400);
  });
});
