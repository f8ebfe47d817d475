import { describe, expect, it } from 'vitest';
import { amountUsedProblem, addDays, caseFieldProblem, changedFields, chinaToday, deadlineAllowed, draftProblem, firstCaseProblem, firstProgressProblem, idCardValid, issueReasonProblem, money, returnReasonProblem } from './rules';
import type { CasePayload } from './types';

const today = '2026-03-01';
const ctx = { today, helpTypeIds: [1, 2, 3, 4, 5, 6] };

const valid: CasePayload = {
  title: '帮助小明完成白血病治疗',
  help_type_id: 1,
  target_amount: '200000.00',
  deadline: '2026-06-30',
  summary: '小明今年八岁，确诊急性淋巴细胞白血病，需要持续化疗和骨髓移植。',
  images: [],
  address: '北京市朝阳区某某街道1号',
  publisher_name: '王老师',
  publisher_phone: '13800138000',
  beneficiary_name: '李小明',
  beneficiary_gender: 1,
  beneficiary_age: 8,
  beneficiary_id_card: '11010519491231002X',
  relation: 4,
  witness_name: '赵医生',
  witness_phone: '13900139000',
  pay_method: 1,
  payee_name: '李大明',
  payee_bank: '中国农业银行朝阳支行',
  payee_account: '6228480010000000000',
};

describe('help case form rules', () => {
  it('accepts a complete, correct case', () => {
    expect(firstCaseProblem(valid, ctx)).toBeNull();
  });

  it('checks the ID card number with its GB 11643 check character, x read as X', () => {
    expect(idCardValid('11010519491231002X')).toBe(true);
    expect(idCardValid('11010519491231002x')).toBe(true);
    expect(idCardValid('110105194912310021')).toBe(false);
    expect(idCardValid('1101051949123100')).toBe(false);
    // The birth date must exist and not lie ahead.
    expect(idCardValid('110105194902300011')).toBe(false);
    expect(idCardValid('11010519491231002X', '1949-12-30')).toBe(false);
    expect(caseFieldProblem('beneficiary_id_card', { ...valid, beneficiary_id_card: '110105194912310021' }, ctx)).toBe('受助人身份证号不正确');
  });

  it('reports the first problem in the contract order with its message', () => {
    expect(firstCaseProblem({ ...valid, title: '' }, ctx)).toEqual({ field: 'title', message: '请填写求助标题' });
    expect(firstCaseProblem({ ...valid, title: '救', help_type_id: undefined }, ctx)?.message).toBe('求助标题长度须为2-50个字');
    expect(firstCaseProblem({ ...valid, help_type_id: undefined, witness_phone: '' }, ctx)?.message).toBe('请选择求助类型');
    expect(firstCaseProblem({ ...valid, witness_phone: '' }, ctx)?.message).toBe('请填写证明人手机号');
  });

  it('keeps the target between 100 and 5000000 yuan with at most two decimals', () => {
    const p = (v: string) => caseFieldProblem('target_amount', { ...valid, target_amount: v }, ctx);
    expect(p('100')).toBeNull();
    expect(p('5000000.00')).toBeNull();
    expect(p('99.99')).toBe('目标金额须在100至5000000元之间');
    expect(p('5000000.01')).toBe('目标金额须在100至5000000元之间');
    expect(p('100.123')).toBe('目标金额须为数字，最多两位小数');
    expect(money(' 12.5 ')).toBe(12.5);
    expect(money('1e3')).toBeNull();
  });

  it('wants a deadline after today and at most a year ahead (China dates)', () => {
    expect(deadlineAllowed('2026-03-02', today)).toBe(true);
    expect(deadlineAllowed(addDays(today, 365), today)).toBe(true);
    expect(deadlineAllowed(addDays(today, 366), today)).toBe(false);
    expect(deadlineAllowed(today, today)).toBe(false);
    expect(deadlineAllowed('2026-02-30', today)).toBe(false);
    expect(caseFieldProblem('deadline', { ...valid, deadline: today }, ctx)).toBe('截止日期须晚于今天且不超过一年');
    // 2026-03-01 16:30 UTC is already 2026-03-02 in China.
    expect(chinaToday(Date.UTC(2026, 2, 1, 16, 30))).toBe('2026-03-02');
  });

  it('asks for the bank only for bank cards and checks the account by pay method', () => {
    expect(caseFieldProblem('payee_bank', { ...valid, payee_bank: '' }, ctx)).toBe('请填写开户银行');
    expect(caseFieldProblem('payee_bank', { ...valid, pay_method: 2, payee_bank: '' }, ctx)).toBeNull();
    expect(caseFieldProblem('payee_account', { ...valid, payee_account: '12345' }, ctx)).toBe('收款账号格式不正确');
    expect(caseFieldProblem('payee_account', { ...valid, pay_method: 2, payee_account: 'a@b.cn' }, ctx)).toBeNull();
    expect(caseFieldProblem('payee_account', { ...valid, pay_method: 2, payee_account: '13800138000' }, ctx)).toBeNull();
    expect(caseFieldProblem('payee_account', { ...valid, pay_method: 2, payee_account: '6228480010000000000' }, ctx)).toBe('收款账号格式不正确');
  });

  it('wants province and city together, plus the district where the city has one', () => {
    expect(caseFieldProblem('province', valid, ctx)).toBeNull();
    expect(caseFieldProblem('province', { ...valid, province: '110000', city: '110100', district: '110105' }, ctx)).toBeNull();
    expect(caseFieldProblem('province', { ...valid, province: '110000' }, ctx)).toBe('请选择完整的所在地区');
    expect(caseFieldProblem('province', { ...valid, province: '441900', city: '', district: '' }, ctx)).toBe('请选择完整的所在地区');
    // 东莞 has no district level: a province + city choice is complete.
    expect(caseFieldProblem('province', { ...valid, province: '440000', city: '441900', district: '' }, ctx)).toBeNull();
  });

  it('leaves optional fields alone when empty and checks them when filled', () => {
    expect(caseFieldProblem('beneficiary_phone', valid, ctx)).toBeNull();
    expect(caseFieldProblem('beneficiary_phone', { ...valid, beneficiary_phone: '12345' }, ctx)).toBe('受助人手机号格式不正确');
    expect(caseFieldProblem('witness_title', { ...valid, witness_title: '长'.repeat(21) }, ctx)).toBe('证明人职务不能超过20个字');
    expect(caseFieldProblem('images', { ...valid, images: Array(10).fill('/sandbox-files/a.png') }, ctx)).toBe('证明材料图片最多上传9张');
    expect(caseFieldProblem('beneficiary_age', { ...valid, beneficiary_age: 121 }, ctx)).toBe('受助人年龄须在0-120岁之间');
  });

  it('counts characters, not UTF-16 units, like the server', () => {
    expect(caseFieldProblem('title', { ...valid, title: '𠀀𠀀' }, ctx)).toBeNull();
    expect(caseFieldProblem('title', { ...valid, title: '𠀀'.repeat(51) }, ctx)).toBe('求助标题长度须为2-50个字');
  });

  it('lets a draft through with only a title', () => {
    expect(draftProblem({ title: '草稿一' })).toBeNull();
    expect(draftProblem({ title: ' ' })).toBe('请填写求助标题');
  });

  it('checks progress reports, change reasons and return reasons', () => {
    expect(firstProgressProblem({ title: '第一次进展', content: '已完成第一期化疗，情况稳定。', images: [] })).toBeNull();
    expect(firstProgressProblem({ title: '进展', content: '太短', images: [] })).toBe('进展内容长度须为10-2000个字');
    expect(firstProgressProblem({ title: '第一次进展', content: '已完成第一期化疗，情况稳定。', images: [], amount_used: '1.234' })).toBe(
      '已使用金额须为数字，最多两位小数',
    );
    expect(issueReasonProblem('改')).toBe('变更原因长度须为5-200个字');
    expect(returnReasonProblem('')).toBe('请填写退回原因');
    expect(returnReasonProblem('材料不全')).toBeNull();
  });

  it('a progress report cannot say more was used than the case has raised', () => {
    const report = { title: '第一次进展', content: '已完成第一期化疗，情况稳定。', images: [] };
    expect(firstProgressProblem({ ...report, amount_used: '1200.01' }, '1200.00')).toBe('已使用金额不能超过已筹金额（1200.00元）');
    expect(firstProgressProblem({ ...report, amount_used: '1200' }, '1200.00')).toBeNull();
    expect(amountUsedProblem('5', '0.00')).toBe('已使用金额不能超过已筹金额（0.00元）');
    expect(amountUsedProblem('', '0.00')).toBeNull();
    expect(amountUsedProblem('1.234', '100')).toBe('已使用金额须为数字，最多两位小数');
  });

  it('sends only the changed fields of a change request', () => {
    const current = { title: 'A标题', summary: 's', deadline: '2026-05-01', target_amount: '1000.00', cover: '', images: [] };
    expect(changedFields(current, { ...current, target_amount: '1000' })).toEqual({});
    expect(changedFields(current, { ...current, title: 'B标题', images: ['/sandbox-files/x.png'] })).toEqual({
      title: 'B标题',
      images: ['/sandbox-files/x.png'],
    });
  });
});
