import { describe, expect, it } from 'vitest';
import { sparkPoints } from './sparkline';

describe('the dashboard sparkline', () => {
  it('spreads the values over the width with the largest at the top and zero at the bottom', () => {
    expect(sparkPoints([0, 5, 10], 104, 24)).toBe('2.0,22.0 52.0,12.0 102.0,2.0');
  });

  it('draws a flat line at the bottom when every value is zero, and nothing without values', () => {
    expect(sparkPoints([0, 0], 54, 24)).toBe('2.0,22.0 52.0,22.0');
    expect(sparkPoints([], 54, 24)).toBe('');
  });
});
