import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../components/kit/listQuery';
import { donateFilters } from './donationQuery';
import { amountProblem, deliveredProblem, expressNoProblem, firstWishProblem, regionProblem, wishFieldProblem } from './rules';
import type { WishDetail, WishPayload } from './types';
import { changedFields, toFormValues, toPayload } from './wishForm';

const valid: WishPayload = {
  type: 1,
  title: '一个新书包',
  story: '小明的书包破了，每天用塑料袋装书上学。',
  child_name: '王小明',
  child_gender: 1,
  child_age: 9,
  school: '碧湖镇中心小学',
  grade: '三年级',
  report_org_id: 1,
  cover: '/sandbox-files/oss/orgcenter-images/a.png',
  images: [],
  target_amount: '89.50',
  province: '330000',
  city: '331100',
  district: '331102',
};

describe('the wish form rules', () => {
  it('accept a complete wish', () => {
    expect(firstWishProblem(valid)).toBeNull();
  });

  it('name the first problem in the contract order, with its message', () => {
    expect(firstWishProblem({ title: '' })).toEqual({ field: 'type', message: '请选择心愿类型' });
    expect(firstWishProblem({ ...valid, title: '包' })).toEqual({ field: 'title', message: '心愿标题长度须为2-30个字' });
    expect(firstWishProblem({ ...valid, story: '太短了' })?.message).toBe('心愿故事长度须为10-1000个字');
    expect(firstWishProblem({ ...valid, report_org_id: undefined })?.message).toBe('请选择上报单位');
    expect(firstWishProblem({ ...valid, cover: 'javascript:alert(1)' })?.message).toBe('封面图地址无效，请重新上传');
  });

  it('take ages 1 to 100 as whole numbers only', () => {
    expect(wishFieldProblem('child_age', { ...valid, child_age: undefined })).toBe('请填写受助人年龄');
    expect(wishFieldProblem('child_age', { ...valid, child_age: 0 })).toBe('受助人年龄须在1-100岁之间');
    expect(wishFieldProblem('child_age', { ...valid, child_age: 101 })).toBe('受助人年龄须在1-100岁之间');
    expect(wishFieldProblem('child_age', { ...valid, child_age: '9.5' as unknown as number })).toBe('受助人年龄须在1-100岁之间');
    expect(wishFieldProblem('child_age', { ...valid, child_age: 100 })).toBeNull();
  });

  it('take amounts from 1.00 to 5000.00 yuan with at most two decimals', () => {
    expect(amountProblem('')).toBe('请填写心愿金额');
    expect(amountProblem('0.99')).toBe('心愿金额须在1至5000元之间');
    expect(amountProblem('5000.01')).toBe('心愿金额须在1至5000元之间');
    expect(amountProblem('12.345')).toBe('心愿金额须为数字，最多两位小数');
    expect(amountProblem('1')).toBeNull();
    expect(amountProblem('5000.00')).toBeNull();
  });

  it('want a province and a city of one chain, the district optional', () => {
    expect(regionProblem({ province: '330000' })).toBe('请选择完整的所在地区');
    expect(regionProblem({ province: '330000', city: '110100' })).toBe('所在地区不一致，请重新选择');
    expect(regionProblem({ province: '330000', city: '331100', district: '330106' })).toBe('所在地区不一致，请重新选择');
    expect(regionProblem({ province: '110000', city: '110100', district: '110105' })).toBeNull();
    expect(regionProblem({ province: '330000', city: '331100' })).toBeNull();
  });
});

describe('delivery and shipping rules', () => {
  it('keep the delivery day between the claim day and today', () => {
    expect(deliveredProblem('', '2026-11-01', '2026-11-24')).toBe('请选择送达日期');
    expect(deliveredProblem('2026-02-30', '2026-01-01', '2026-11-24')).toBe('送达日期格式不正确');
    expect(deliveredProblem('2026-10-31', '2026-11-01', '2026-11-24')).toBe('送达日期不能早于认领日期');
    expect(deliveredProblem('2026-11-25', '2026-11-01', '2026-11-24')).toBe('送达日期不能晚于今天');
    expect(deliveredProblem('2026-11-01', '2026-11-01', '2026-11-24')).toBeNull();
  });

  it('take express numbers of 6 to 30 letters and digits', () => {
    expect(expressNoProblem('SF12345')).toBeNull();
    expect(expressNoProblem('SF-12345')).toBe('快递单号格式不正确');
    expect(expressNoProblem('12345')).toBe('快递单号格式不正确');
  });
});

describe('the wish form values', () => {
  it('survive a round trip through the payload', () => {
    const back = toPayload(toFormValues(valid));
    expect(back).toEqual(valid);
  });

  it('keep an age that is not a whole number as typed, for the rule to refuse', () => {
    expect(toPayload({ title: 'x', child_age: '9.5' }).child_age).toBe('9.5');
  });

  it('send only the changed fields of a change request, amounts compared as amounts', () => {
    const current = { ...valid, id: 3, grade: '三年级', images: [], target_amount: '89.50' } as unknown as WishDetail;
    expect(changedFields(current, { ...valid, target_amount: '89.5' })).toEqual({});
    expect(changedFields(current, { ...valid, title: '一个新书包和文具', grade: '' })).toEqual({ title: '一个新书包和文具', grade: '' });
    expect(changedFields(current, { ...valid, images: ['/sandbox-files/b.png'] })).toEqual({ images: ['/sandbox-files/b.png'] });
  });
});

describe('the donation export', () => {
  it('sends the filters of the list as donate_list names', () => {
    const q = parseListQuery('?status=2&kind=1&need_bill=0&keyword=张&start_date=2026-11-01&end_date=2026-11-24', ['1', '2'], 'status', [
      { param: 'kind', values: ['1', '2'] },
      { param: 'need_bill', values: ['1', '0'] },
    ]);
    expect(donateFilters(q)).toEqual({ pay_status: '2', kind: '1', need_bill: '0', keyword: '张', start_date: '2026-11-01', end_date: '2026-11-24' });
    expect(donateFilters(parseListQuery(''))).toEqual({});
  });
});
