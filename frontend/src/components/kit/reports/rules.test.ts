import { describe, expect, it } from 'vitest';
import { amountFen, firstReportProblem, reportRules } from './rules';

const disclosure = reportRules({ noun: '披露', amount: '使用金额' }, { max: '1200.50', message: '使用金额不能超过已筹金额' });
const ok = { title: '第一季度执行情况', content: '已向受助学校发放首批图书与文具。', images: [] };

describe('report rules (any area: progress, disclosure, end report)', () => {
  it('accepts a report within every rule, with or without an amount', () => {
    expect(firstReportProblem(disclosure, ok)).toBeNull();
    expect(firstReportProblem(disclosure, { ...ok, amount_used: '1200.50' })).toBeNull();
  });

  it('refuses an amount above the limit (the raised amount), to the fen', () => {
    expect(firstReportProblem(disclosure, { ...ok, amount_used: '1200.51' })).toBe('使用金额不能超过已筹金额');
    expect(firstReportProblem(disclosure, { ...ok, amount_used: '12.345' })).toBe('使用金额须为数字，最多两位小数');
  });

  it('names the area\'s noun in length and image messages', () => {
    expect(firstReportProblem(disclosure, { ...ok, title: '短' })).toBe('披露标题长度须为2-50个字');
    expect(firstReportProblem(disclosure, { ...ok, content: '太短了' })).toBe('披露内容长度须为10-2000个字');
    expect(firstReportProblem(disclosure, { ...ok, images: Array(10).fill('/sandbox-files/a.png') })).toBe('披露图片最多上传9张');
  });

  it('reads yuan amounts exactly in fen', () => {
    expect(amountFen('0.1')).toBe(10);
    expect(amountFen('1234.56')).toBe(123456);
    expect(amountFen(5000000)).toBe(500000000);
    expect(amountFen('1e3')).toBeNull();
  });

  it('asks for the amount when the area requires it (an end report)', () => {
    const end = reportRules({ noun: '结项报告', amount: '使用金额' }, { max: '100', message: '使用金额不能超过已筹金额', required: true });
    expect(firstReportProblem(end, ok)).toBe('请填写使用金额');
    expect(firstReportProblem(end, { ...ok, amount_used: '100' })).toBeNull();
  });
});
