import { describe, expect, it } from 'vitest';
import { emptyTableScroll } from './ListTable';

describe('a list table scrolls sideways', () => {
  it('when it has rows to scroll through', () => {
    expect(emptyTableScroll([{ id: 1 }], 1200)).toEqual({ x: 1200 });
  });

  it('not when it is empty, so no keyboard-unreachable scrolling area is drawn', () => {
    expect(emptyTableScroll([], 1200)).toBeUndefined();
  });
});
