import { describe, expect, it } from 'vitest';
import { budgetProblem, budgetSum, changedFields, changeProblem, draftProblem, firstProjectProblem, htmlText, issueProblem, projectFieldProblem } from './rules';
import type { ProjectPayload } from './types';
import { VALID_PROJECT } from './testFixtures';

const today = '2026-03-01';
const ctx = { today, payAccountIds: [7] };
const valid = VALID_PROJECT;
const first = (p: Partial<ProjectPayload>) => firstProjectProblem({ ...valid, ...p } as ProjectPayload, ctx)?.message ?? null;

describe('the project form rules mirror the contract', () => {
  it('a complete form has no problem', () => {
    expect(firstProjectProblem(valid, ctx)).toBeNull();
  });

  it('reports the first problem in the contract order', () => {
    expect(firstProjectProblem({ title: '' }, ctx)).toEqual({ field: 'title', message: '请填写项目名称' });
    expect(first({ title: 'A', domain_id: undefined })).toBe('项目名称长度须为2-50个字');
    expect(first({ domain_id: 12 })).toBe('请选择项目领域');
  });

  it('checks the beneficiaries and the region down to the city', () => {
    expect(first({ beneficiary_count: 0 })).toBe('受益人数须为1-10000000之间的整数');
    expect(first({ beneficiary_count: 2.5 })).toBe('受益人数须为1-10000000之间的整数');
    expect(first({ city: undefined, district: undefined })).toBe('请选择完整的执行地区');
    expect(first({ district: undefined })).toBeNull();
  });

  it('keeps the target between 1000 and 50 000 000 yuan with at most 2 decimals', () => {
    expect(first({ target_amount: '999.99' })).toBe('目标金额须在1000至50000000元之间');
    expect(first({ target_amount: '50000000.01' })).toBe('目标金额须在1000至50000000元之间');
    expect(first({ target_amount: '1000.001' })).toBe('目标金额须为数字，最多两位小数');
  });

  it('checks the fundraising window and the execution period', () => {
    expect(first({ fund_start: '2026-02-28' })).toBe('募款开始日期不能早于今天');
    expect(first({ fund_end: '2026-03-10' })).toBe('募款结束日期须晚于开始日期');
    expect(first({ fund_end: '2027-03-11', exec_start: '2027-04-01', exec_end: '2027-05-01' })).toBe('募款时间不能超过365天');
    expect(first({ exec_start: '2026-03-09' })).toBe('执行开始日期不能早于募款开始日期');
    expect(first({ exec_end: '2031-07-02' })).toBe('执行周期不能超过5年');
    expect(first({ exec_end: '2031-07-01' })).toBeNull();
    expect(first({ fund_end: undefined })).toBe('请选择募款结束日期');
    expect(first({ exec_start: '2026/07/01' })).toBe('执行开始日期格式不正确');
  });

  it('counts the text of the rich description, not its tags', () => {
    expect(htmlText('<p>一二三<br>四&amp;五</p>')).toBe('一二三\n四&五');
    expect(first({ description: '<p><strong>太短了</strong></p>' })).toBe('项目详情长度须为20-20000个字');
  });

  it('needs a cover and at most 9 stored images', () => {
    expect(first({ cover: undefined })).toBe('请上传封面图');
    expect(first({ images: Array.from({ length: 10 }, (_, i) => `/sandbox-files/${i}.png`) })).toBe('项目图片最多上传9张');
    expect(first({ images: ['javascript:alert(1)'] })).toBe('项目图片地址无效，请重新上传');
  });

  it('checks mobiles and the pay account', () => {
    expect(first({ lead_phone: '1380013800' })).toBe('负责人手机号格式不正确');
    expect(first({ contact_phone: '23900139000' })).toBe('联系人手机号格式不正确');
    expect(first({ pay_account_id: undefined })).toBe('请选择收款账户');
    expect(first({ pay_account_id: 8 })).toBe('请选择收款账户');
  });

  it('a draft needs only its title', () => {
    expect(draftProblem({ title: '山区' })).toBeNull();
    expect(draftProblem({ title: ' ' })).toBe('请填写项目名称');
  });
});

describe('the budget must add up to the target', () => {
  it('sums in fen, so 0.1 + 0.2 is exactly 0.30', () => {
    expect(budgetSum([{ amount: '0.1' }, { amount: '0.2' }])).toBe('0.30');
    expect(budgetProblem([{ item: '午餐', amount: '0.1' }, { item: '交通', amount: '0.2' }], '0.3')).toBeNull();
  });

  it('refuses a budget whose sum differs from the target by a fen', () => {
    expect(budgetProblem([{ item: '午餐补助', amount: '11999.99' }], '12000')).toBe('预算合计须等于目标金额');
  });

  it('checks each row with the platform\'s messages: name 2-30 characters, amount above 0, note up to 100', () => {
    expect(budgetProblem([], '1000')).toBe('请填写预算明细');
    expect(budgetProblem([{ item: '餐', amount: '1000' }], '1000')).toBe('预算项目名称长度须为2-30个字');
    expect(budgetProblem([{ item: '午餐', amount: '1000' }, { item: '交通', amount: '0' }], '1000')).toBe('预算金额须为大于0的数字，最多两位小数');
    expect(budgetProblem([{ item: '午餐', amount: '1000', note: '说'.repeat(101) }], '1000')).toBe('预算说明不能超过100个字');
  });

  it('reports the budget problem as the budget field of the form', () => {
    expect(projectFieldProblem('budget', { ...valid, target_amount: '13000' }, ctx)).toBe('预算合计须等于目标金额');
  });
});

describe('publishing and change requests', () => {
  const issue = { online_date: '2026-03-02', fund_start: '2026-03-02', fund_end: '2026-05-01', channel: 1 as const, allow_over: 0 as const };

  it('checks the online date, the window and the pool', () => {
    expect(issueProblem(issue, today)).toBeNull();
    expect(issueProblem({ ...issue, online_date: '2026-02-28' }, today)).toBe('上线日期不能早于今天');
    expect(issueProblem({ ...issue, fund_start: '2026-03-01' }, today)).toBe('募款开始日期不能早于上线日期');
    expect(issueProblem({ ...issue, channel: 2 }, today)).toBe('请选择项目池');
    expect(issueProblem({ ...issue, channel: 2, pool_id: 3 }, today)).toBeNull();
  });

  it('sends only the fields that changed, and the budget with a new target', () => {
    const current = { title: '旧名称', target_amount: '12000.00', budget: [{ item: '午餐补助', amount: '12000' }] };
    expect(changedFields(current, { ...current, target_amount: '12000' })).toEqual({});
    expect(changedFields(current, { ...current, title: '新名称' })).toEqual({ title: '新名称' });
    const next = { ...current, target_amount: '15000', budget: [{ item: '午餐补助', amount: '15000' }] };
    expect(changedFields(current, next)).toEqual({ target_amount: '15000', budget: next.budget });
  });

  it('refuses a request without a reason, without a change, or below what was raised', () => {
    const current = { title: '旧名称', target_amount: '12000', budget: [{ item: '午餐补助', amount: '12000' }] };
    expect(changeProblem('', current, current, '0', today)).toBe('请填写变更原因');
    expect(changeProblem('执行地点调整', current, current, '0', today)).toBe('请至少修改一项内容');
    const lower = { ...current, target_amount: '5000', budget: [{ item: '午餐补助', amount: '5000' }] };
    expect(changeProblem('需求减少了', current, lower, '6000', today)).toBe('目标金额不能低于已筹金额');
    expect(changeProblem('需求减少了', current, { ...lower, budget: current.budget }, '0', today)).toBe('预算合计须等于目标金额');
    expect(changeProblem('执行地点调整', current, { ...current, fund_end: '2026-02-01' }, '0', today)).toBe('募款结束日期不能早于今天');
  });
});
