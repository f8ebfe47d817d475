import { describe, expect, it } from 'vitest';
import { nextInQueue } from './ReviewDone';

describe('the next item of a review queue', () => {
  it('is the first waiting row when the one just decided has left the queue', () => {
    expect(nextInQueue([{ id: 7 }, { id: 3 }], 5)?.id).toBe(7);
  });

  it('skips the item just decided when the list still shows it', () => {
    expect(nextInQueue([{ id: 5 }, { id: 3 }], 5)?.id).toBe(3);
  });

  it('is nothing when only the decided item, or nothing, waits', () => {
    expect(nextInQueue([{ id: 5 }], 5)).toBeNull();
    expect(nextInQueue([], 5)).toBeNull();
  });

  it('keeps the row, so a review page can be chosen by what the row says (a report kind)', () => {
    expect(nextInQueue([{ id: 9, kind: 'end' }], 1)).toEqual({ id: 9, kind: 'end' });
  });
});
