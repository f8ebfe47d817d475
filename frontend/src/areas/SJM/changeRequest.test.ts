import { describe, expect, it } from 'vitest';
import { changedMicroFields, microChangeProblem } from './changeRequest';
import type { MicroChangeFields } from './types';

const current: MicroChangeFields = {
  title: '西湖区流动儿童周末课堂',
  summary: '为西湖区流动儿童提供每周末的免费课业辅导和阅读陪伴活动。',
  description: '项目由大学生志愿者担任辅导老师，每周六上午在社区活动室开展活动。',
  cover: '/sandbox-files/a.png',
  images: [],
  fund_end: '2027-01-31',
  target_amount: '5000.00',
  lead_name: '陈晓',
  lead_phone: '13800138000',
};
const today = '2026-11-24';
const micro = { raised_amount: '1200.00', fund_start: '2026-11-25', parent_fund_end: '2027-02-28' };

describe('a micro project\'s change request', () => {
  it('sends only the fields that differ (an amount written differently is the same amount)', () => {
    expect(changedMicroFields(current, { ...current, target_amount: '5000', lead_name: '陈晓明' })).toEqual({ lead_name: '陈晓明' });
  });

  it('needs a reason and at least one change', () => {
    expect(microChangeProblem('', current, current, micro, today)).toBe('请填写变更原因');
    expect(microChangeProblem('负责人调岗', current, current, micro, today)).toBe('请至少修改一项内容');
  });

  it('checks each changed field: its rule, the parent\'s end date, the raised amount', () => {
    expect(microChangeProblem('负责人调岗', current, { ...current, lead_phone: '123' }, micro, today)).toBe('负责人手机号格式不正确');
    expect(microChangeProblem('延长募款时间', current, { ...current, fund_end: '2027-03-31' }, micro, today)).toBe('募款结束日期不能晚于所属项目的募款结束日期');
    expect(microChangeProblem('调整目标金额', current, { ...current, target_amount: '1000' }, micro, today)).toBe('目标金额不能低于已筹金额');
    expect(microChangeProblem('调整目标金额', current, { ...current, target_amount: '3000' }, micro, today)).toBeNull();
  });
});
