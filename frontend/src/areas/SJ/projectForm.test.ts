import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import { toFormValues, toPayload } from './projectForm';
import type { ProjectPayload } from './types';

const payload: ProjectPayload = {
  title: '山区儿童营养午餐',
  domain_id: 5,
  beneficiary: '丽水山区小学学生',
  beneficiary_count: 320,
  province: '330000',
  city: '331100',
  district: '331102',
  address: '浙江省丽水市莲都区某某小学',
  target_amount: '12000',
  fund_start: '2026-03-10',
  fund_end: '2026-06-30',
  exec_start: '2026-07-01',
  exec_end: '2027-06-30',
  summary: '为丽水山区三所小学的三百二十名学生提供一学年的营养午餐补助。',
  description: '<p>孩子们中午常常只有米饭和咸菜。</p>',
  cover: '/sandbox-files/cover.png',
  images: ['/sandbox-files/a.png'],
  budget: [{ item: '午餐补助', amount: '10000' }, { item: '执行费用', amount: '2000', note: '人员与交通' }],
  lead_name: '李明',
  lead_phone: '13800138000',
  contact_name: '王芳',
  contact_phone: '13900139000',
  pay_account_id: 7,
};

describe('the project form converts both ways', () => {
  it('a payload survives the round trip through the form values (what a snapshot keeps)', () => {
    expect(toPayload(toFormValues(payload))).toEqual(payload);
  });

  it('holds the two date ranges, the region and the cover in the inputs\' own shapes', () => {
    const v = toFormValues(payload);
    expect(v.region).toEqual(['330000', '331100', '331102']);
    expect(v.fund?.map((d) => d?.format('YYYY-MM-DD'))).toEqual(['2026-03-10', '2026-06-30']);
    expect(v.cover).toEqual(['/sandbox-files/cover.png']);
  });

  it('drops empty budget rows and empty notes, trims texts, leaves out empty fields', () => {
    const p = toPayload({
      title: '  新项目 ',
      budget: [{ item: ' 午餐 ', amount: '100', note: ' ' }, { item: '', amount: '' }, undefined],
      fund: [dayjs('2026-03-10'), null],
      description: '',
    });
    expect(p).toEqual({ title: '新项目', images: [], budget: [{ item: '午餐', amount: '100' }], fund_start: '2026-03-10' });
  });

  it('takes the pay account of a detail from its object, and starts an empty budget with one row', () => {
    const v = toFormValues({ title: '草稿', pay_account: { id: 3, name: '基本户', account_masked: '****1234' } } as never);
    expect(v.pay_account_id).toBe(3);
    expect(v.budget).toEqual([{ item: '', amount: '', note: '' }]);
  });
});
