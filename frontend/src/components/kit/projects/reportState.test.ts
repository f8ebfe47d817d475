import { describe, expect, it } from 'vitest';
import type { ProjectForReport } from './reportApi';
import { reportRefusal } from './reportState';

const project = (status: number, status_label: string, reports: ProjectForReport['reports'] = []): ProjectForReport => ({
  id: 5,
  title: '乡村儿童阅读角',
  org_id: 1,
  org_name: '北京春晖公益基金会',
  status,
  status_label,
  raised_amount: '1000.00',
  reports,
});
const endReport = (status: number) => ({ id: 9, kind: 'end' as const, title: '结项', status, status_label: '', created_at: 0 });

describe('when the organisation may write a report', () => {
  it('allows disclosures while 募款中, 募款结束 and 执行中 only', () => {
    expect(reportRefusal('progress', project(2, '募款中'), 1)).toBeNull();
    expect(reportRefusal('progress', project(3, '募款结束'), 1)).toBeNull();
    expect(reportRefusal('progress', project(8, '执行中'), 1)).toBeNull();
    expect(reportRefusal('progress', project(7, '待发布'), 1)).toContain('「待发布」');
    expect(reportRefusal('progress', project(9, '已结项'), 1)).toContain('「已结项」');
  });

  it('allows the end report only while 执行中 and without one waiting or passed', () => {
    expect(reportRefusal('end', project(8, '执行中'), 1)).toBeNull();
    expect(reportRefusal('end', project(8, '执行中', [endReport(3)]), 1)).toBeNull();
    expect(reportRefusal('end', project(8, '执行中', [endReport(1)]), 1)).toBe('该项目已有结项报告（待审核或已通过）。');
    expect(reportRefusal('end', project(2, '募款中'), 1)).toContain('只有执行中的项目');
  });

  it('refuses another organisation (a reviewer opening the page)', () => {
    expect(reportRefusal('progress', project(2, '募款中'), 7)).toBe('只有项目所属机构可以提交报告。');
    expect(reportRefusal('progress', project(2, '募款中'), null)).toBe('只有项目所属机构可以提交报告。');
  });

  it('follows the platform\'s actions when the project answer lists them', () => {
    expect(reportRefusal('progress', { ...project(2, '募款中'), actions: ['add_progress'] }, 1)).toBeNull();
    expect(reportRefusal('end', { ...project(8, '执行中'), actions: ['add_progress'] }, 1)).toBe('该项目当前不能提交此报告。');
    expect(reportRefusal('end', { ...project(8, '执行中'), actions: ['add_end_report'] }, 1)).toBeNull();
    expect(reportRefusal('progress', { ...project(9, '已结项'), actions: [] }, 1)).toContain('「已结项」');
  });
});

describe('when a micro organisation may write a report (another area\'s states and noun)', () => {
  const micro = { disclose: [2, 3], discloseText: '募款中或已结束' };
  it('names the area\'s states and noun, and has no end report', () => {
    expect(reportRefusal('progress', project(2, '募款中'), 1, micro, '微项目')).toBeNull();
    expect(reportRefusal('progress', project(1, '待审核'), 1, micro, '微项目')).toBe('该微项目当前为「待审核」，只有募款中或已结束的微项目可以新增信息披露。');
    expect(reportRefusal('end', project(2, '募款中'), 1, micro, '微项目')).toBe('微项目没有结项报告。');
    expect(reportRefusal('progress', project(2, '募款中'), 9, micro, '微项目')).toBe('只有微项目所属机构可以提交报告。');
  });
});
