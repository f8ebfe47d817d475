import { describe, expect, it } from 'vitest';
import { dealOrdersText } from './dealOrders';

describe('成交订单', () => {
  it('says how many of the deals wait for payment', () => {
    expect(dealOrdersText(1, 1)).toBe('1（1 笔待付款）');
    expect(dealOrdersText(5, 2)).toBe('5（2 笔待付款）');
  });

  it('is the count alone when every deal is paid, or the platform does not say', () => {
    expect(dealOrdersText(3, 0)).toBe('3');
    expect(dealOrdersText(0, undefined)).toBe('0');
  });
});
