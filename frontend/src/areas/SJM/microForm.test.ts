import { describe, expect, it } from 'vitest';
import { toMicroPayload, toMicroValues } from './microForm';
import type { MicroPayload } from './types';

const payload: MicroPayload = {
  title: '西湖区流动儿童周末课堂',
  summary: '为西湖区流动儿童提供每周末的免费课业辅导和阅读陪伴活动。',
  description: '项目由大学生志愿者担任辅导老师。',
  province: '330000',
  city: '330100',
  district: '330106',
  address: '杭州市西湖区文新街道',
  target_amount: '5000.50',
  fund_start: '2026-11-25',
  fund_end: '2027-02-25',
  cover: '/sandbox-files/a.png',
  images: ['/sandbox-files/b.png'],
  lead_name: '陈晓',
  lead_phone: '13800138000',
};

describe('the micro-project form\'s values and payload', () => {
  it('round-trips a saved payload through the form (the snapshot a refused submit restores)', () => {
    expect(toMicroPayload(toMicroValues(payload))).toEqual(payload);
  });

  it('trims texts and leaves out what is empty; a bare draft sends its title and no images', () => {
    expect(toMicroPayload({ title: '  周末课堂 ', summary: '  ', region: [], cover: [] })).toEqual({ title: '周末课堂', images: [] });
  });

  it('keeps a city without a district', () => {
    expect(toMicroPayload({ title: '东莞', region: ['440000', '441900'] })).toMatchObject({ province: '440000', city: '441900' });
    expect(toMicroPayload({ title: '东莞', region: ['440000', '441900'] }).district).toBeUndefined();
  });
});
