import { describe, expect, it } from 'vitest';
import { canClaim, canReview, canReviewProgress, rolesFor, reviewsSubmissions } from './capabilities';

describe('named capabilities', () => {
  it('lets reviewers (2) and the super admin (99) review help cases, not organisations', () => {
    expect(canReview('SZ', [2])).toBe(true);
    expect(canReview('SZ', [99])).toBe(true);
    for (const r of [1, 3, 4]) expect(canReview('SZ', [r])).toBe(false);
  });

  it('gives the progress review to role 2 only (spec §6)', () => {
    expect(canReviewProgress('SZ', [2])).toBe(true);
    expect(canReviewProgress('SZ', [99])).toBe(false);
  });

  it('grants nothing in an area without an entry', () => {
    expect(canClaim('dataCenter', [2, 99])).toBe(false);
    expect(rolesFor('dataCenter', 'review')).toEqual([]);
  });

  it('hands route tables a copy, so a table cannot change the capability', () => {
    const roles = rolesFor('SZ', 'review');
    roles.push(1);
    expect(rolesFor('SZ', 'review')).toEqual([2, 99]);
  });

  it('counts staff as reviewing submissions, not organisations or the regional partner', () => {
    for (const r of [2, 99]) expect(reviewsSubmissions([r])).toBe(true);
    for (const r of [1, 3, 4]) expect(reviewsSubmissions([r])).toBe(false);
  });
});
