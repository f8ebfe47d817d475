import { describe, expect, it } from 'vitest';
import { amountUpper } from './amountUpper';

describe('amountUpper writes a yuan amount in Chinese capitals', () => {
  it.each([
    ['0.01', '壹分'],
    ['0.5', '伍角'],
    ['0', '零元整'],
    ['10', '壹拾元整'],
    ['12000', '壹万贰仟元整'],
    ['100001', '壹拾万零壹元整'],
    ['100000000.5', '壹亿元伍角'],
    ['10010', '壹万零壹拾元整'],
    ['1000100', '壹佰万零壹佰元整'],
    ['100010000', '壹亿零壹万元整'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['1000.05', '壹仟元零伍分'],
    ['50000000.00', '伍仟万元整'],
    ['2050.10', '贰仟零伍拾元壹角'],
  ])('%s is %s', (v, upper) => {
    expect(amountUpper(v)).toBe(upper);
  });

  it('accepts a number as well as a string', () => {
    expect(amountUpper(1234.5)).toBe('壹仟贰佰叁拾肆元伍角');
  });

  it('gives nothing for what is not an amount (more than 2 decimals, negative, text, empty)', () => {
    for (const bad of ['1.234', '-5', 'abc', '', null, undefined, '1e5']) expect(amountUpper(bad)).toBe('');
  });
});
