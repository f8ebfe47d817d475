import { describe, expect, it, vi } from 'vitest';
import { ERROR_SCROLL, firstMarked, scrollToMarked } from './firstMarked';

describe('the first marked field of a refused submit', () => {
  it("is the first field antd lists with an error, whatever the contract's order", () => {
    const failure = { errorFields: [{ name: ['region'], errors: [] }, { name: ['fund'], errors: ['请选择计划募款时间'] }, { name: ['title'], errors: ['请填写项目名称'] }] };
    expect(firstMarked(failure)).toEqual({ name: ['fund'], errors: ['请选择计划募款时间'] });
  });

  it('is none for anything that is not a validation failure', () => {
    expect(firstMarked(new Error('network'))).toBeNull();
    expect(firstMarked(null)).toBeNull();
    expect(firstMarked({ errorFields: [] })).toBeNull();
  });

  it('is scrolled to the middle of the view even when partly visible, so the sticky header never covers it', () => {
    const scrollToField = vi.fn();
    scrollToMarked({ scrollToField }, ['budget']);
    expect(scrollToField).toHaveBeenCalledWith(['budget'], ERROR_SCROLL);
    expect(ERROR_SCROLL).toEqual({ block: 'center', scrollMode: 'always' });
  });
});
