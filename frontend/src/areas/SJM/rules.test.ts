import { describe, expect, it } from 'vitest';
import { draftProblem, firstMicroProblem, microFieldProblem, openingProblem } from './rules';
import type { MicroPayload } from './types';

const today = '2026-11-24';
const valid: MicroPayload = {
  title: '西湖区流动儿童周末课堂',
  summary: '为西湖区流动儿童提供每周末的免费课业辅导和阅读陪伴活动。',
  description: '项目由大学生志愿者担任辅导老师，每周六上午在社区活动室开展课业辅导和阅读陪伴。',
  province: '330000',
  city: '330100',
  district: '330106',
  address: '杭州市西湖区文新街道社区活动室',
  target_amount: '5000',
  fund_start: '2026-11-25',
  fund_end: '2027-02-25',
  cover: '/sandbox-files/oss/orgcenter-images/images/1/20261124/a.png',
  images: [],
  lead_name: '陈晓',
  lead_phone: '13800138000',
};

describe('the micro-project form\'s rules, as the contract words them', () => {
  it('accepts a complete form', () => {
    expect(firstMicroProblem(valid, { today })).toBeNull();
  });

  it('reports the first problem in the contract\'s order', () => {
    expect(firstMicroProblem({ ...valid, title: '微', summary: '' }, { today })).toEqual({ field: 'title', message: '微项目名称长度须为2-50个字' });
    expect(firstMicroProblem({ ...valid, summary: '' }, { today })?.message).toBe('请填写项目简介');
    expect(firstMicroProblem({ ...valid, city: undefined }, { today })?.message).toBe('请选择完整的执行地区');
  });

  it('limits the target to 100–1000000 yuan with two decimals', () => {
    expect(microFieldProblem('target_amount', { ...valid, target_amount: '99.99' }, { today })).toBe('目标金额须在100至1000000元之间');
    expect(microFieldProblem('target_amount', { ...valid, target_amount: '1000000.01' }, { today })).toBe('目标金额须在100至1000000元之间');
    expect(microFieldProblem('target_amount', { ...valid, target_amount: '100.123' }, { today })).toBe('目标金额须为数字，最多两位小数');
    expect(microFieldProblem('target_amount', { ...valid, target_amount: '1000000' }, { today })).toBeNull();
  });

  it('keeps the window within 180 days and, under a project, not past the parent\'s end', () => {
    expect(microFieldProblem('fund_start', { ...valid, fund_end: '2027-05-25' }, { today })).toBe('募款时间不能超过180天');
    expect(microFieldProblem('fund_start', { ...valid, fund_start: '2026-11-23' }, { today })).toBe('募款开始日期不能早于今天');
    expect(microFieldProblem('fund_start', valid, { today, parentFundEnd: '2027-01-31' })).toBe('募款结束日期不能晚于所属项目的募款结束日期');
    expect(microFieldProblem('fund_start', valid, { today, parentFundEnd: '2027-02-25' })).toBeNull();
  });

  it('needs a mobile for the lead and a stored cover', () => {
    expect(microFieldProblem('lead_phone', { ...valid, lead_phone: '12345' }, { today })).toBe('负责人手机号格式不正确');
    expect(microFieldProblem('cover', { ...valid, cover: 'javascript:alert(1)' }, { today })).toBe('封面图地址无效，请重新上传');
  });

  it('lets a draft through with only its title, and the admin must pick a parent and an organisation', () => {
    expect(draftProblem({ title: '周末课堂' })).toBeNull();
    expect(draftProblem({ title: '' })).toBe('请填写微项目名称');
    expect(openingProblem({ org_id: 3 })).toEqual({ field: 'parent_id', message: '请选择所属项目或项目池' });
    expect(openingProblem({ parent_type: 2, parent_id: 1 })).toEqual({ field: 'org_id', message: '请选择执行机构' });
    expect(openingProblem({ parent_type: 2, parent_id: 1, org_id: 3 })).toBeNull();
  });
});
