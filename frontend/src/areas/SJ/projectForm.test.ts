import { describe, expect, it } from 'vitest';
import dayjs from '../../lib/dayjs';
import { toFormValues, toPayload } from './projectForm';
import { VALID_PROJECT } from './testFixtures';

const payload = VALID_PROJECT;

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
